import { useSyncExternalStore } from "react";

declare const __BUILD_YEAR__: number;
const noop = () => () => {};

/** The current year; the prerendered HTML carries the build year and hydration updates it. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
