import type { Page } from "@playwright/test";
import { referencePattern } from "../../app/domain/reference";
import { expect } from "./fixtures";

/**
 * Structure no single engine checked for us, on the page as it stands (soft assertions, so one
 * run reports every kind of problem):
 * - every id an `aria-controls` names is in the page (a tab must not point at a panel that was
 *   never rendered);
 * - every article has a name, and no two share one (a screen reader's list of articles);
 * - every control the keyboard reaches sits inside a landmark (or a dialog), so a reader moving
 *   by landmark finds it; the skip link is the one exception, as in axe's region rule.
 */
export async function expectSoundStructure(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) => {
      const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
      return `<${element.tagName.toLowerCase()}> "${name.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    };
    const shown = (element: Element) =>
      element.getClientRects().length > 0 && !element.closest("[hidden], [inert]");

    for (const element of document.querySelectorAll("[aria-controls]")) {
      for (const id of element.getAttribute("aria-controls")!.split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id)) {
          found.push(`${describe(element)} has aria-controls="${id}", which is not in the page`);
        }
      }
    }

    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute("aria-labelledby");
      if (labelledBy) {
        return labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
          .trim()
          .replace(/\s+/g, " ");
      }
      return (element.getAttribute("aria-label") ?? "").trim();
    };
    const articleNames = new Map<string, number>();
    for (const article of document.querySelectorAll("article, [role='article']")) {
      if (!shown(article)) continue;
      const name = nameOf(article);
      if (!name) found.push(`an article has no name: ${describe(article)}`);
      else articleNames.set(name, (articleNames.get(name) ?? 0) + 1);
    }
    for (const [name, count] of articleNames) {
      if (count > 1) found.push(`${count} articles share the name "${name}"`);
    }

    const landmark = [
      "header",
      "nav",
      "main",
      "aside",
      "footer",
      "section[aria-label]",
      "section[aria-labelledby]",
      "form[aria-label]",
      "form[aria-labelledby]",
      "dialog",
      "[role='banner']",
      "[role='navigation']",
      "[role='main']",
      "[role='complementary']",
      "[role='contentinfo']",
      "[role='region']",
      "[role='search']",
      "[role='dialog']",
      "[role='alertdialog']",
    ].join(", ");
    const controls = document.querySelectorAll(
      "a[href], button, input:not([type='hidden']), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    for (const control of controls) {
      if (!shown(control) || control.matches("a[href='#main']")) continue;
      if (!control.closest(landmark)) found.push(`${describe(control)} is outside every landmark`);
    }
    return found;
  });
  expect.soft(problems, "aria-controls targets, article names, controls in landmarks").toEqual([]);
}

/**
 * WCAG 1.4.10 Reflow: at 320 CSS px nothing may need horizontal scrolling. The document must not
 * be wider than the viewport, and no element may be either (one could be clipped by an ancestor's
 * overflow and so not widen the document, yet still be cut off). Widths are the layout's: a
 * transform (the home hero's photo drifting 8% closer inside its frame) is drawn, not laid out.
 */
export async function expectReflow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const result = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const layoutWidth = (element: Element) =>
      element instanceof HTMLElement ? element.offsetWidth : element.getBoundingClientRect().width;
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => {
        if (element.closest("[hidden], .sr-only")) return false;
        return layoutWidth(element) > viewport + 0.5;
      })
      .slice(0, 5)
      .map((element) => {
        const classes = [...element.classList].slice(0, 3).join(".");
        return `${element.tagName.toLowerCase()}.${classes} is ${Math.round(layoutWidth(element))} px wide`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, viewport, wide };
  });
  expect.soft(result.scrollWidth, `document width at ${width} px`).toBeLessThanOrEqual(width);
  expect.soft(result.wide, `elements wider than ${width} px`).toEqual([]);
}

/**
 * Fixed layers (the chat launcher) must leave every control whole. Each control of `scope` is
 * scrolled into view the way a browser brings a control into view from above (nearest edge, so it
 * lands at the foot of the window, where the launcher floats), then probed on a grid of points
 * across its box: wherever the control itself can be hit, nothing else may be on top of it. So
 * no part of any control is hidden (stricter than the centre alone: a launcher over half a search
 * field or a cart link passes at the centre). Further elements (text a guest must read, such as a
 * table's totals) can be added with `alsoCheck`.
 */
export async function coveredControls(
  page: Page,
  { scope = "body", alsoCheck }: { scope?: string; alsoCheck?: string } = {},
) {
  return page.evaluate(
    ({ scope, alsoCheck }) => {
      const root = document.querySelector(scope)!;
      const selector = [
        "a[href]",
        "button",
        "input:not([type='hidden'])",
        "select",
        "textarea",
        "summary",
        "[tabindex]:not([tabindex='-1'])",
        ...(alsoCheck ? [alsoCheck] : []),
      ].join(", ");
      const targets = [...root.querySelectorAll<HTMLElement>(selector)].filter(
        (element) =>
          element.getClientRects().length > 0 &&
          !element.closest("[hidden], [inert], .sr-only") &&
          getComputedStyle(element).visibility !== "hidden",
      );
      const describe = (element: Element | null) => {
        if (!element) return "nothing";
        const name =
          element.getAttribute("aria-label") ??
          element.getAttribute("placeholder") ??
          element.textContent ??
          "";
        return `<${element.tagName.toLowerCase()}> "${name.trim().replace(/\s+/g, " ").slice(0, 30)}"`;
      };
      const found: string[] = [];
      for (const target of targets) {
        window.scrollTo(0, 0);
        target.scrollIntoView({ block: "nearest", inline: "nearest" });
        const box = target.getBoundingClientRect();
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, innerHeight);
        if (bottom - top < 1 || box.width < 1) {
          found.push(`${describe(target)} cannot be brought into view`);
          continue;
        }
        // A box taller than the window (a whole tab panel) can never be seen whole: it is probed
        // at the middle of the part that shows.
        const tall = box.height > innerHeight;
        const xs = (tall ? [0.5] : [0.02, 0.25, 0.5, 0.75, 0.98]).map(
          (f) => box.left + f * box.width,
        );
        const ys = (tall ? [0.5] : [0.1, 0.5, 0.9]).map((f) => top + f * (bottom - top));
        let hidden: Element | null = null;
        let hits = 0;
        for (const x of xs) {
          for (const y of ys) {
            const stack = document.elementsFromPoint(x, y);
            const at = stack.findIndex((element) => target === element || target.contains(element));
            if (at < 0) continue; // outside the control's own shape (a rounded corner)
            hits++;
            if (at > 0 && !hidden) hidden = stack[0]!;
          }
        }
        if (hits === 0) found.push(`${describe(target)} cannot be hit anywhere`);
        else if (hidden) found.push(`${describe(target)} is partly under ${describe(hidden)}`);
      }
      window.scrollTo(0, 0);
      return found;
    },
    { scope, alsoCheck },
  );
}

/**
 * The links, buttons and fields a floating layer (`layer`, a selector: the chat launcher, a toast)
 * covers where the page now stands: each control whose box meets the layer's box (by more than
 * 4 px each way) and that is right under the layer there (one clipped away by a scrolling row, or
 * under another layer such as the booking bar, does not count). Controls inside the layer's own `own` ancestor (the
 * launcher's landmark, the toasts' list) are its own.
 */
export async function controlsUnder(page: Page, layer: string, own: string) {
  return page.evaluate(
    ({ layer, own }) => {
      const element = document.querySelector(layer);
      if (!element) return [`nothing is ${layer}`];
      const ownBox = element.closest(own) ?? element;
      const box = element.getBoundingClientRect();
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          "a[href], button, input:not([type='hidden']), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
        ),
      ].filter(
        (control) =>
          !ownBox.contains(control) &&
          control.getClientRects().length > 0 &&
          !control.closest("[hidden], [inert], .sr-only") &&
          getComputedStyle(control).visibility !== "hidden",
      );
      const describe = (control: Element) => {
        const name = control.getAttribute("aria-label") ?? control.textContent ?? "";
        return `<${control.tagName.toLowerCase()}> "${name.trim().replace(/\s+/g, " ").slice(0, 30)}"`;
      };
      return controls.flatMap((control) => {
        const other = control.getBoundingClientRect();
        const left = Math.max(box.left, other.left);
        const right = Math.min(box.right, other.right);
        const top = Math.max(box.top, other.top);
        const bottom = Math.min(box.bottom, other.bottom);
        // A sliver of a full-width control's outer edge, its own padding, hides nothing of it: on a
        // phone the launcher's tab reaches 4 px past the page's side margin.
        if (right - left <= 4 || bottom - top <= 4) return [];
        // Right under the layer there: not clipped away, nor under another layer (a phone's
        // booking bar covers what reaches below it, and lets it scroll out).
        const under = document
          .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
          .find((hit) => !ownBox.contains(hit));
        return under && control.contains(under) ? [describe(control)] : [];
      });
    },
    { layer, own },
  );
}

/**
 * The chat launcher (the button named `launcherName`) floats over the page, so it must sit where
 * no control is: at the page's top, as it opens, and at its foot. Returns what it covers, and
 * where; leaves the page at its top.
 */
export async function launcherCovers(page: Page, launcherName: string) {
  const found: string[] = [];
  for (const [where, y] of [
    ["top", 0],
    ["foot", 1e6],
  ] as const) {
    await page.evaluate((y) => window.scrollTo(0, y), y);
    const under = await controlsUnder(page, `button[aria-label="${launcherName}"]`, "aside");
    found.push(...under.map((control) => `${control} at the ${where}`));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return found;
}

/**
 * Where the chat launcher stands against the screen and a phone's booking bar: its box inside the
 * viewport and clear of the bar's (issue 49: it was pressed against "Book Now"). Empty when so.
 */
export async function launcherPlace(page: Page, launcherName: string) {
  return page.evaluate((name) => {
    const launcher = document.querySelector(`button[aria-label="${name}"]`);
    if (!launcher) return [`no launcher named ${name}`];
    const box = launcher.getBoundingClientRect();
    const problems: string[] = [];
    if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
      problems.push(`the launcher (${JSON.stringify(box)}) leaves the screen`);
    const bar = document.querySelector("[data-sticky-bar]");
    const barBox = bar && getComputedStyle(bar).display !== "none" && bar.getBoundingClientRect();
    if (
      barBox &&
      barBox.height > 0 &&
      box.left < barBox.right &&
      barBox.left < box.right &&
      box.top < barBox.bottom &&
      barBox.top < box.bottom
    )
      problems.push("the launcher overlaps the booking bar");
    return problems;
  }, launcherName);
}

/**
 * At 400% zoom (320 × 256 CSS px) what stays fixed on screen (a header, a booking bar, the chat
 * launcher) must leave most of it to read: the share of the screen covered by fixed or sticky
 * elements, halfway down the page, and what they are.
 */
export async function fixedShare(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2);
    const layers = [...document.body.querySelectorAll("*")].filter((element) => {
      const style = getComputedStyle(element);
      // The home page's skeleton stays fixed, hidden, once it has faded.
      return /^(fixed|sticky)$/.test(style.position) && style.visibility !== "hidden";
    });
    let covered = 0;
    const what: string[] = [];
    for (const layer of layers) {
      // A layer inside another is counted with it.
      if (layers.some((other) => other !== layer && other.contains(layer))) continue;
      const box = layer.getBoundingClientRect();
      const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      if (width <= 0 || height <= 0) continue;
      covered += width * height;
      const name = layer.getAttribute("aria-label") ?? "";
      what.push(
        `<${layer.tagName.toLowerCase()}> "${name}" ${Math.round(width)} × ${Math.round(height)}`,
      );
    }
    window.scrollTo(0, 0);
    return { share: covered / (innerWidth * innerHeight), what };
  });
}

/** The phone's booking bar, where the page has one: its action's label on one line. */
export async function barActionLines(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("[data-sticky-bar] a")].map((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return `"${link.textContent?.trim()}": ${lines.size} line(s)`;
    }),
  );
}

/** The smallest text a Bengali page may draw: its conjuncts stack, and below this they blur. */
const bengaliMinimumFontPx = 13;

/**
 * A Bengali page as its reader sees it (soft assertions), in one pass over the text it shows:
 * - no text below 13 px (`bengaliMinimumFontPx`), generated text (::before, ::after) and field
 *   placeholders included;
 * - one digit style, Bengali: no Latin digit 0-9 in the text, but where the digits are Latin by
 *   nature. Those are: text inside an element in another language (`lang="en"`, an English name
 *   quoted on purpose), inside `code`, `kbd`, `samp` or `pre`, and within three kinds of token a
 *   guest copies or types as they are: a request's reference (SRH-7K3P9Q), an e-mail address and
 *   a web address. Phone numbers, prices, dates, times and counts are read, so they are Bengali
 *   (a phone link's `tel:` address stays Latin: an attribute, not text);
 * - Bengali sentences end in a দাঁড়ি (।), not a Latin full stop, a stop a component adds after a
 *   label included (the catalogues and content are checked in app/locales/bengali-sentences.test.ts).
 * Shown means laid out, visible and not the screen reader's alone (`.sr-only`).
 */
export async function expectBengaliText(page: Page) {
  const reference = referencePattern.source.replace(/^\^|\$$/g, "");
  const problems = await page.evaluate(
    ({ minimum, reference }) => {
      const small: string[] = [];
      const latin: string[] = [];
      const stops: string[] = [];
      /** Each element's own text, its text nodes joined ("{title}." is two of them). */
      const ownText = new Map<Element, string>();
      const latinByNature = new RegExp(
        [
          reference,
          // An e-mail address and a web address (with its scheme, or a www. host).
          "[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+",
          "(?:https?://|www\\.)[^\\s]+",
        ].join("|"),
        "g",
      );
      const shown = (element: Element) =>
        !element.closest("[hidden], [inert], .sr-only") &&
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      const otherLanguage = (element: Element) =>
        !/^bn\b/.test(element.closest("[lang]")?.getAttribute("lang") ?? "bn") ||
        element.closest("code, kbd, samp, pre") !== null;
      const describe = (element: Element, text: string) =>
        `<${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].slice(0, 4).join(".")}` : ""}> "${text.trim().replace(/\s+/g, " ").slice(0, 50)}"`;
      const check = (element: Element, text: string, fontSize: string) => {
        if (!/[\p{L}\p{N}]/u.test(text)) return;
        if (parseFloat(fontSize) < minimum - 0.01)
          small.push(`${describe(element, text)} is ${fontSize}`);
        if (!otherLanguage(element) && /[0-9]/.test(text.replace(latinByNature, "")))
          latin.push(describe(element, text));
      };

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest("script, style, template, noscript")) continue;
        // An option is drawn by its select, which shows the chosen one.
        const option = element.closest("option");
        const drawnBy = option ? option.closest("select") : element;
        if (!drawnBy || !shown(drawnBy) || (option && !option.selected)) continue;
        check(element, node.textContent ?? "", getComputedStyle(drawnBy).fontSize);
        ownText.set(element, (ownText.get(element) ?? "") + node.textContent);
      }
      // A Bengali letter (not a digit: ২.১ is a decimal), then one Latin full stop (not "...").
      for (const [element, text] of ownText)
        if (!otherLanguage(element) && /[\u0980-\u09E5\u09F0-\u09FF][’”")\]]*\.(?!\.)/u.test(text))
          stops.push(describe(element, text));
      for (const element of document.body.querySelectorAll("*")) {
        if (!shown(element)) continue;
        for (const pseudo of ["::before", "::after"]) {
          const style = getComputedStyle(element, pseudo);
          const content = style.content;
          if (content === "none" || content === "normal" || style.display === "none") continue;
          // The text drawn: quoted strings as they are, attr(name) as the attribute holds it.
          const drawn = content.replace(
            /attr\(([\w-]+)\)/g,
            (_, name: string) => element.getAttribute(name) ?? "",
          );
          check(element, drawn.replace(/"/g, ""), style.fontSize);
        }
        const placeholder = element.getAttribute("placeholder");
        if (placeholder && (element as HTMLInputElement).value === "")
          check(element, placeholder, getComputedStyle(element, "::placeholder").fontSize);
      }
      return { small, latin, stops };
    },
    { minimum: bengaliMinimumFontPx, reference },
  );
  expect.soft(problems.small, `text below ${bengaliMinimumFontPx} px`).toEqual([]);
  expect.soft(problems.latin, "Latin digits in Bengali text").toEqual([]);
  expect.soft(problems.stops, "Bengali sentences ending in a Latin full stop").toEqual([]);
}
