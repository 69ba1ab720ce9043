import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { secondEngineAllowList } from "./second-engine-allow";

/**
 * HTML_CodeSniffer, pa11y's WCAG2AA runner: a second engine beside axe, with rules and blind spots
 * of its own. Injected like axe (evaluated through the DevTools protocol, so the page's CSP does
 * not apply).
 */
const htmlcsSource = readFileSync(
  new URL("../../node_modules/html_codesniffer/build/HTMLCS.js", import.meta.url),
  "utf8",
);

declare global {
  interface Window {
    HTMLCS: {
      process: (standard: string, content: Document, callback: () => void) => void;
      getMessages: () => { type: number; code: string; msg: string; element: Element }[];
    };
  }
}

/** HTMLCS message types: 1 error, 2 warning, 3 notice. Only errors fail the gate. */
const ERROR = 1;

export type SecondEngineCounts = { errors: number; allowListed: number };

/**
 * Runs HTMLCS WCAG2AA on the page and fails on any error the reviewed allow list does not cover,
 * and on any allow-list entry for this route and width that covers nothing (so the list cannot
 * outlive its reasons). Attaches the counts to the test; A11Y_COUNTS=1 prints them too.
 */
export async function expectNoSecondEngineErrors(
  page: Page,
  { path, width, testInfo }: { path: string; width: number; testInfo: TestInfo },
): Promise<SecondEngineCounts> {
  const entries = secondEngineAllowList
    .map((entry, index) => ({ ...entry, index }))
    .filter((entry) => entry.routes.test(path) && entry.widths.includes(width));
  // Once per document, as axe is (fixtures.ts).
  if (!(await page.evaluate(() => typeof window.HTMLCS === "object")))
    await page.evaluate(htmlcsSource);
  const errors = await page.evaluate(
    ({ entries, ERROR }) =>
      new Promise<{ code: string; msg: string; where: string; allowedBy: number | null }[]>(
        (resolve) => {
          window.HTMLCS.process("WCAG2AA", document, () => {
            const describe = (element: Element) => {
              const classes = [...element.classList].slice(0, 3).join(".");
              const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
              return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""} "${text}"`;
            };
            resolve(
              window.HTMLCS.getMessages()
                .filter((message) => message.type === ERROR)
                .map((message) => {
                  const element = message.element;
                  const entry = entries.find(
                    (candidate) =>
                      candidate.code === message.code &&
                      element instanceof Element &&
                      element.matches(candidate.selector),
                  );
                  return {
                    code: message.code,
                    msg: message.msg,
                    where: element instanceof Element ? describe(element) : String(element),
                    allowedBy: entry ? entry.index : null,
                  };
                }),
            );
          });
        },
      ),
    { entries: entries.map(({ code, selector, index }) => ({ code, selector, index })), ERROR },
  );

  const counts = {
    errors: errors.length,
    allowListed: errors.filter((error) => error.allowedBy !== null).length,
  };
  await testInfo.attach("HTML_CodeSniffer", {
    body: JSON.stringify({ path, width, ...counts, errors }, null, 2),
    contentType: "application/json",
  });
  if (process.env.A11Y_COUNTS) {
    console.log(
      `HTML_CodeSniffer ${path} @${width}: ${counts.errors} errors, ${counts.allowListed} allow-listed`,
    );
  }

  const unexpected = errors
    .filter((error) => error.allowedBy === null)
    .map((error) => `${error.code} at ${error.where}: ${error.msg}`);
  // Soft: the page's further checks still run and report.
  expect.soft(unexpected, "HTML_CodeSniffer WCAG2AA errors").toEqual([]);
  const unused = entries
    .filter((entry) => !errors.some((error) => error.allowedBy === entry.index))
    .map((entry) => `${entry.code} at ${entry.selector}`);
  expect.soft(unused, "allow-list entries that matched nothing here").toEqual([]);
  return counts;
}
