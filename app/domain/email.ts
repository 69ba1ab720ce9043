// A pragmatic check: something@something.tld with no spaces. Zod stays out of the every-page bundle.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}
