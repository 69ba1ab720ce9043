// The one e-mail rule every form applies (contact, booking, checkout, newsletter): a pragmatic
// check, not RFC 5322's grammar. A local part of dot-separated runs of anything but spaces, "@",
// quotes, brackets and separators (so "josé" and "a.b+c" pass, "a..b" and ".a" do not), then a
// host of letter-or-digit labels and a top-level name of two letters or more (or punycode).
// Zod stays out of the every-page bundle.
const ATOM = String.raw`[^\s@"(),:;<>\[\]\\.]+`;
// Letters with their marks: a Bengali name's vowel signs are marks.
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`;
const EMAIL = new RegExp(
  String.raw`^${ATOM}(?:\.${ATOM})*@(?:${LABEL}\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$`,
  "u",
);

/** Mail's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value.trim());
}
