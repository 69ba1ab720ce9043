/**
 * The shape a translation must have: the English catalogue's shape with its literal strings widened,
 * so `bn` is checked key for key (and argument for argument) against `en` by the compiler.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
        ? (...args: A) => R extends string ? string : R
        : T extends readonly (infer U)[]
          ? readonly Catalogue<U>[]
          : T extends object
            ? { readonly [K in keyof T]: Catalogue<T[K]> }
            : T;

/**
 * Differences between two catalogues: a key one has and the other lacks, an empty string, or lists
 * of different length. Both languages must say everything (the locale parity tests use this).
 */
export function parityProblems(en: unknown, bn: unknown, at = "$"): string[] {
  if (typeof en === "string") {
    if (typeof bn !== "string") return [`${at}: not a string in bn`];
    return bn.trim() === "" ? [`${at}: empty in bn`] : [];
  }
  if (typeof en === "function") {
    return typeof bn === "function" ? [] : [`${at}: not a function in bn`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(bn)) return [`${at}: not a list in bn`];
    if (en.length !== bn.length) return [`${at}: ${en.length} items in en, ${bn.length} in bn`];
    return en.flatMap((item, index) => parityProblems(item, bn[index], `${at}[${index}]`));
  }
  if (en && typeof en === "object") {
    if (!bn || typeof bn !== "object") return [`${at}: not an object in bn`];
    const keys = new Set([...Object.keys(en), ...Object.keys(bn)]);
    return [...keys].flatMap((key) => {
      if (!(key in en)) return [`${at}.${key}: only in bn`];
      if (!(key in bn)) return [`${at}.${key}: missing in bn`];
      return parityProblems(
        (en as Record<string, unknown>)[key],
        (bn as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
    });
  }
  return [];
}

/** Every string a catalogue holds, at any depth (the Bengali tests scan them for Latin text). */
export function catalogueStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(catalogueStrings);
  return [];
}
