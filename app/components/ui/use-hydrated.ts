import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards (and on client navigations).
 * What only the browser knows (the query string of a prerendered page, whether a submit can reach
 * its handler) waits for it, so the first render always matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * A string only the browser knows, such as today's date for a date field's `min`; undefined in the
 * prerendered HTML (built on another day), so the first render matches it.
 */
export function useClientString(compute: () => string): string | undefined {
  return useSyncExternalStore(noop, compute, () => undefined);
}
