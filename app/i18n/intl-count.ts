/**
 * For tests: runs `body` while `Intl[name]` counts its constructions, then puts the real one back.
 * `built()` says how many were made so far.
 */
export function withIntlCount(
  name: "NumberFormat" | "DateTimeFormat",
  body: (built: () => number) => void,
): void {
  const Real = Intl[name] as new (...args: unknown[]) => object;
  let count = 0;
  (Intl as Record<string, unknown>)[name] = function (...args: unknown[]) {
    count++;
    return new Real(...args);
  };
  try {
    body(() => count);
  } finally {
    (Intl as Record<string, unknown>)[name] = Real;
  }
}
