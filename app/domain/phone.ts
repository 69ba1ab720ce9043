/**
 * A phone number a guest can be called on: 7 to 15 digits (E.164), any script's digits (Bengali
 * ones too), with the usual leading +, spaces, dashes, dots and brackets.
 */
export function isPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\p{Nd}\s().-]+$/u.test(trimmed)) return false;
  const digits = trimmed.match(/\p{Nd}/gu)?.length ?? 0;
  return digits >= 7 && digits <= 15;
}
