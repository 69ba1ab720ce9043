import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  // A test that fakes the clock and fails before putting it back leaves no fake clock to the next.
  vi.useRealTimers();
  // Each test starts as a fresh visit: no cart, no booking draft left by the one before. (A test
  // of a server runs in Node, with no storage and Node's own fetch.)
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
