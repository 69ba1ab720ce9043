/**
 * The locale this build renders. Each locale is its own static build (English at `/`, Bengali at
 * `/bn`, docs/decisions/0007), so `LOCALE` is a build-time constant: `LOCALE === "bn" ? bn : en`
 * lets the bundler drop the other language's strings entirely.
 */
export type Locale = "en" | "bn";

export const locales = ["en", "bn"] as const satisfies readonly Locale[];

// `?.`: Playwright and plain Node load content modules too, where `import.meta.env` is undefined.
export const LOCALE: Locale = import.meta.env?.VITE_LOCALE === "bn" ? "bn" : "en";

/** The BCP 47 tag for formatting: British English for the diaspora, Bangladeshi Bengali. */
export const localeTags = { en: "en-GB", bn: "bn-BD" } as const satisfies Record<Locale, string>;

/** The URL prefix of a locale's pages. */
export const localePrefixes = { en: "", bn: "/bn" } as const satisfies Record<Locale, string>;

/** A site path (`/rooms`) as it is served in a locale (`/bn/rooms`; home is `/bn`). */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefixes[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

const bengaliDigits = "০১২৩৪৫৬৭৮৯";

/** Writes a number (or the digits in a string) with Bengali digits: 2025 -> ২০২৫. */
export function bnDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit);
}

/** Reads Bengali digits as Latin ones, as a guest may type either: ১২ -> 12. */
export const latinDigits = (value: string) =>
  value.replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)));

/** A count (or a phone number) in the page's own digits. */
export const localDigits = (value: number | string) =>
  LOCALE === "bn" ? bnDigits(value) : String(value);
