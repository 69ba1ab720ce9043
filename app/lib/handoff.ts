// The hand-offs that carry a guest's request to the hotel in the guest's own apps: the site itself
// sends nothing. Pure: the texts are composed by the feature in the page's language.

/**
 * Budgets the longest request is tested against: a WhatsApp message of at most 4,096 characters,
 * and a link of at most 32,000 characters, far inside the 2 MB Chromium takes and within what
 * Android hands an app in an intent.
 */
export const handoffLimits = { text: 4096, link: 32_000 } as const;

/** A message of labelled lines: a heading, `Label: value` rows (empty values left out), a closing. */
export function requestText(
  heading: string,
  rows: ReadonlyArray<readonly [string, string]>,
  closing: string,
) {
  const lines = rows
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `${label}: ${value.trim()}`);
  return [heading, "", ...lines, "", closing].join("\n");
}

/**
 * Text a link can carry: a lone half of a surrogate pair (an emoji cut in two by a paste) becomes
 * U+FFFD instead of making encodeURIComponent throw.
 */
const wellFormed = (value: string) =>
  value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "\uFFFD",
  );

/** A phone number as wa.me takes it: its digits only, country code first. */
export const whatsappNumber = (phone: string) => phone.replace(/\D/g, "");

/** A WhatsApp chat with `phone`, the message typed in and waiting for the guest to send. */
export function whatsappLink(phone: string, text: string) {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(wellFormed(text))}`;
}

/** A new e-mail to `to` (RFC 6068): the subject and body filled in, line breaks as CRLF. */
export function mailtoLink(to: string, subject: string, body: string) {
  const encode = (value: string) => encodeURIComponent(wellFormed(value).replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
