import { useEffect, useState, useSyncExternalStore } from "react";
import { hotelToday } from "~/lib/today";

const noop = () => () => {};

/**
 * A value only the browser knows, such as a prerendered page's query string: `whenPrerendered` (what
 * the HTML was built with) while React hydrates, the value itself after, and at once on client
 * navigations. The component renders again only when the two differ, so a page opened without a
 * query string does no work for it. (That render is synchronous, right after hydration: fine for
 * the rare link that carries a value, wasteful for a value that always differs; see below.)
 */
export function useClientValue<T>(value: T, whenPrerendered: T): T {
  return useSyncExternalStore(
    noop,
    () => value,
    () => whenPrerendered,
  );
}

/**
 * False in the prerendered HTML and while React hydrates it, true afterwards. Set by an effect, so
 * the render it causes is a task of its own; a store that changes at hydration would re-render at
 * once, in hydration's last task, and run every effect of the page with it (docs/decisions/0012).
 * On a client navigation the component renders once with false first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point: one render after hydration
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A string only the browser knows, such as today's date for a date field's `min`; undefined in the
 * prerendered HTML (built on another day) and while hydrating, then set by an effect as above.
 */
export function useClientString(compute: () => string): string | undefined {
  const [value, setValue] = useState<string>();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- as in useHydrated
  useEffect(() => setValue(compute()), [compute]);
  return value;
}

declare const __BUILD_DAY__: string;

/**
 * The guest's day at the hotel (Asia/Dhaka), year-month-day: the build's day in the prerendered
 * HTML and while hydrating, today's afterwards. Renders again only when the two differ (a page
 * built on another day), so figures that depend on the day follow the guest's, not the build's.
 */
export const useHotelDay = (): string => useClientValue(hotelToday(), __BUILD_DAY__);
