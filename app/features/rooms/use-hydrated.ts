import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards (and on client navigations).
 * State that only the browser knows (the query string of a prerendered page) waits for it, so the
 * first render always matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
