import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. The forms wait for it before
 * enabling submit: a submit before hydration would be a plain GET that puts what was typed in the
 * URL, and nothing may leave the browser.
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
