import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // Each test starts as a fresh visit: no cart, no booking draft left by the one before.
  localStorage.clear();
  sessionStorage.clear();
});
