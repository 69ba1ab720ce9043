// Every JSON-LD block of every prerendered page through Adobe's structured-data validator, which
// applies Google's rich-result rules (required and recommended properties per type). It runs
// without the schema.org vocabulary, which is not fetched here: the types in app/ are checked
// against schema.org at compile time by schema-dts. Errors fail; warnings are counted and shown.
// Google also wants markup to describe what the page shows, so this fails too on a rating or
// review the reader cannot see (invisible or self-serving review markup is spam to Google), a
// price the page does not show, a language other than the page's, and a page without the data
// it is meant to carry (a room's offer, the restaurant's menu).
import Validator from "@adobe/structured-data-validator";
import { fileURLToPath } from "node:url";
import { builtPages, decodeEntities, jsonLdScripts, visibleText } from "./built-pages.mjs";
import { buildClientDir } from "./paths.mjs";

/**
 * A page's JSON-LD in the shape @marbec/web-auto-extractor gives the validator: items grouped by
 * their @type (a @graph's items each on their own), each with its script's location.
 */
export function extractJsonLd(html) {
  const jsonld = {};
  const errors = [];
  for (const { text, offset } of jsonLdScripts(html)) {
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      errors.push({ format: "jsonld", message: `JSON-LD does not parse: ${error.message}` });
      continue;
    }
    const location = `${offset},${offset + text.length}`;
    for (const block of Array.isArray(parsed) ? parsed : [parsed]) {
      for (const item of block["@graph"] ?? [block]) {
        const type = String(item["@type"]);
        (jsonld[type] ??= []).push({ ...item, "@location": location });
      }
    }
  }
  return { jsonld, microdata: {}, rdfa: {}, errors };
}

/** Every object under `value` (itself included) that has `key`, with the path to it. */
function findKey(value, key, path = "") {
  if (Array.isArray(value)) return value.flatMap((item, i) => findKey(item, key, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const here = key in value ? [{ path, owner: value }] : [];
  return [
    ...here,
    ...Object.entries(value).flatMap(([name, child]) => findKey(child, key, `${path}.${name}`)),
  ];
}

const typesOf = (item) => [item?.["@type"] ?? []].flat();
const bengaliDigits = (value) => String(value).replace(/\d/g, (d) => "০১২৩৪৫৬৭৮৯"[+d]);
/** Whole digits grouped as the pages write them: "1,099", or the Bengali pages' "১,০৯,৯০০". */
const grouped = (digits, step) => {
  let text = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= step)
    text = `${digits.slice(Math.max(0, end - step), end)},${text}`;
  return text;
};
const numberForms = (value) => {
  const plain = [String(value), Number(value).toFixed(2)];
  const withGroups = plain.flatMap((form) => {
    const [whole, cents] = form.split(".");
    return [3, 2].map((step) => [grouped(whole, step), cents].filter(Boolean).join("."));
  });
  const forms = [...new Set([...plain, ...withGroups])];
  return [...forms, ...forms.map(bengaliDigits)];
};
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether `text` shows the amount as money: `$249`, `$২৪৯`, `249$` or `$1,099`, not inside a longer
 * number.
 */
export function showsPrice(text, price) {
  return numberForms(price).some((n) =>
    new RegExp(
      `\\$\\s?${escapeRegExp(n)}(?![0-9০-৯]|[.,][0-9০-৯])|(?<![0-9০-৯][.,]?)${escapeRegExp(n)}\\s?\\$`,
    ).test(text),
  );
}

/**
 * Ratings, reviews and prices the reader cannot see: an aggregateRating whose count is not in the
 * page's text (in Latin or Bengali digits), a review whose body is not, an offer's price not shown.
 */
export function invisibleClaims(items, text) {
  const problems = [];
  for (const item of items) {
    const where = (path) => `${typesOf(item).join("+")}${path}`;
    for (const { path, owner } of findKey(item, "aggregateRating")) {
      const rating = owner.aggregateRating;
      const count = rating?.ratingCount ?? rating?.reviewCount;
      if (count === undefined || !numberForms(count).some((n) => text.includes(n)))
        problems.push(`${where(path)}.aggregateRating: its count (${count}) is not on the page`);
    }
    for (const { path, owner } of findKey(item, "review")) {
      for (const review of [owner.review].flat())
        if (!review?.reviewBody || !text.includes(review.reviewBody))
          problems.push(`${where(path)}.review: its text is not on the page`);
    }
    for (const { path, owner } of findKey(item, "price")) {
      if (!showsPrice(text, owner.price))
        problems.push(`${where(path)}.price: ${owner.price} is not shown on the page`);
    }
  }
  return problems;
}

/** Every inLanguage that is not the document's own `<html lang>`. */
export function languageProblems(items, html) {
  const lang = html.match(/<html[^>]*\slang="([^"]*)"/)?.[1];
  return items.flatMap((item) =>
    findKey(item, "inLanguage")
      .filter(({ owner }) => owner.inLanguage !== lang)
      .map(
        ({ path, owner }) =>
          `${typesOf(item).join("+")}${path}.inLanguage: ${owner.inLanguage}, the page is ${lang}`,
      ),
  );
}

// No availability: the site cannot see which nights are free (the team confirms a request), so
// an offer that says the room is in stock says more than the hotel knows.
const hasOffer = (offer) =>
  [offer]
    .flat()
    .some(
      (o) =>
        typesOf(o).includes("Offer") &&
        typeof o.price === "number" &&
        o.priceCurrency === "USD" &&
        !("availability" in o) &&
        Boolean(o.url),
    );
const hasPricedMenu = (menu) =>
  typesOf(menu).includes("Menu") &&
  [menu.hasMenuSection ?? []].flat().length > 0 &&
  [menu.hasMenuSection]
    .flat()
    .every((section) =>
      [section?.hasMenuItem ?? []]
        .flat()
        .every((dish) => dish?.name && typeof [dish.offers].flat()[0]?.price === "number"),
    );

/** What a page must carry, by its canonical path (the same in both languages). */
export const expectedData = [
  {
    page: /^(\/bn)?\/?$/,
    what: "the Hotel",
    found: (items) => items.some((item) => typesOf(item).includes("Hotel")),
  },
  {
    page: /^(\/bn)?\/rooms\/[^/]+$/,
    what: "a HotelRoom with an Offer (price, priceCurrency USD, url, no availability claimed)",
    found: (items) =>
      items.some((item) => typesOf(item).includes("HotelRoom") && hasOffer(item.offers)),
  },
  {
    page: /^(\/bn)?\/dining$/,
    what: "a Restaurant with its menu (sections, dishes and prices)",
    found: (items) =>
      items.some((item) => typesOf(item).includes("Restaurant") && hasPricedMenu(item.hasMenu)),
  },
  {
    page: /^(\/bn)?\/blog\/[^/]+$/,
    what: "a BlogPosting",
    found: (items) => items.some((item) => typesOf(item).includes("BlogPosting")),
  },
];

/** The data a page lacks, judged by its canonical URL (pages without one are not indexed). */
export function missingData(items, html) {
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  if (!canonical) return [];
  const path = new URL(decodeEntities(canonical)).pathname;
  return expectedData
    .filter(({ page, found }) => page.test(path) && !found(items))
    .map(({ what }) => `lacks ${what} (canonical ${path})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const validator = new Validator();
  const pages = builtPages(buildClientDir);
  const totals = { blocks: 0, errors: 0, warnings: 0, failedPages: 0 };
  const warningCounts = new Map();
  const typeCounts = new Map();
  for (const { path, html } of pages) {
    const data = extractJsonLd(html);
    const items = Object.values(data.jsonld).flat();
    totals.blocks += jsonLdScripts(html).length;
    for (const item of items) {
      const type = typesOf(item).join("+");
      typeCounts.set(type, (typeCounts.get(type) ?? 0) + 1);
    }
    const issues = await validator.validate(structuredClone(data));
    const errors = [
      ...issues
        .filter((issue) => issue.severity === "ERROR")
        .map((issue) => `${issue.rootType}: ${issue.issueMessage}`),
      ...invisibleClaims(items, visibleText(html)),
      ...languageProblems(items, html),
      ...missingData(items, html),
    ];
    for (const error of errors) console.log(`${path}: ${error}`);
    for (const issue of issues.filter((issue) => issue.severity !== "ERROR")) {
      const key = `${issue.rootType}: ${issue.issueMessage}`;
      warningCounts.set(key, (warningCounts.get(key) ?? 0) + 1);
      totals.warnings++;
    }
    totals.errors += errors.length;
    if (errors.length) totals.failedPages++;
  }
  if (warningCounts.size) console.log("warnings (properties Google recommends, not required):");
  for (const [key, count] of warningCounts) console.log(`  ${String(count).padStart(3)} x ${key}`);
  console.log(`types: ${[...typeCounts].map(([type, count]) => `${type} ${count}`).join(", ")}`);
  console.log(
    `structured data: ${pages.length} pages, ${totals.blocks} JSON-LD blocks, ${totals.errors} errors on ${totals.failedPages} pages, ${totals.warnings} warnings`,
  );
  process.exit(totals.errors ? 1 : 0);
}
