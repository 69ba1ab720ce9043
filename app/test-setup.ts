import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // Each test starts as a fresh visit: no cart, no booking draft left by the one before. (A test
  // of a server runs in Node, with no storage and Node's own fetch.)
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
