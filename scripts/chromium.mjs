import { existsSync } from "node:fs";

// Debian's Chromium: Playwright's own browser download is not available on these machines.
const candidates = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export function chromiumPath() {
  return candidates.find((path) => path && existsSync(path));
}

/**
 * Debian's chromium-headless-shell: the same Blink without the browser's shell, the build
 * Playwright itself runs headless tests in. On this two-core machine it runs the end-to-end suite
 * in two thirds of the time the full browser takes (docs/decisions/0037). The tests and the weight
 * budget use it when it is there; CHROME_PATH, when set, is used for everything.
 */
const headlessShells = [
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium-headless-shell",
];
export function headlessShellPath() {
  return headlessShells.find((path) => existsSync(path));
}

/** The browser the tests drive: the headless shell, else the browser. */
export function testBrowserPath() {
  return (process.env.CHROME_PATH ? undefined : headlessShellPath()) ?? chromiumPath();
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
