// What the prerendered HTML must hold, read from the build in Node (no browser): every page in both
// languages, its head, its content without JavaScript, and alias pages the same as their primary.
// Runs after `npm run build` (vitest.built.config.ts); the browser suite then visits each distinct
// page once for what only a browser can tell (tests/e2e/pages.spec.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { notFoundPaths, prerenderPaths } from "../../app/content/server/paths";
import { pages } from "../../app/content/runtime/pages";
import { roomAliases } from "../../app/content/runtime/room-aliases";
import { valueOn } from "../../app/domain/day-schedule";
import { formatDate, formatMoney } from "../../app/i18n/format";
import { site as bnSite } from "../../app/locales/bn/site";
import { site as enSite } from "../../app/locales/en/site";
import { roomExtras as bnExtras } from "../../app/locales/bn/room-extras";
import { rooms as bnRooms } from "../../app/locales/bn/rooms";
import { roomExtras as enExtras } from "../../app/locales/en/room-extras";
import { rooms as enRooms } from "../../app/locales/en/rooms";
import { buildClientDir } from "../../scripts/paths.mjs";
import { builtDay, contentEntries } from "../e2e/content";

const ORIGIN = "https://www.surmariversidehotel.com";
const locales = [
  { lang: "en", prefix: "", suffix: " | Surma Riverside Hotel, Sylhet" },
  { lang: "bn", prefix: "/bn", suffix: " | সুরমা রিভারসাইড হোটেল, সিলেট" },
] as const;
const notFound = new Set<string>(Object.values(notFoundPaths));
const knownPaths = prerenderPaths.filter((path) => !notFound.has(path));
const localized = (path: string, prefix: string) =>
  path === "/" ? prefix || "/" : `${prefix}${path}`;

/** The page's alias map: alias path -> primary path (rooms' reservation ids included). */
const primaryOf = new Map<string, string>([
  ...Object.values(pages).flatMap((page) =>
    (page.aliases as readonly string[]).map((alias) => [alias, page.path] as const),
  ),
  ...Object.entries(roomAliases).map(
    ([alias, real]) => [`/rooms/${alias}`, `/rooms/${real}`] as const,
  ),
]);

function html(path: string): string {
  const file = join(buildClientDir, path === "/" ? "" : path.slice(1), "index.html");
  return readFileSync(file, "utf8");
}
const escape = (text: string) => text.replace(/[|]/g, "\\|");
const text = (fragment: string) =>
  fragment
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

if (!existsSync(join(buildClientDir, "index.html")))
  throw new Error(`No build in ${buildClientDir}: run npm run build first.`);

describe.each(locales)("prerendered pages in $lang", ({ lang, prefix, suffix }) => {
  it.each(knownPaths.map((path) => localized(path, prefix)))("%s", (path) => {
    const page = html(path);
    expect(page).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(page).toMatch(new RegExp(`<title>[^<]+${escape(suffix)}</title>`));
    expect(page).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(page).toMatch(/<meta property="og:title"/);
    // One heading of the page, with words in it, and the page's words in <main>: what a visitor
    // without JavaScript and a crawler read.
    const headings = [...page.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(headings).toHaveLength(1);
    expect(text(headings[0]![1]!)).not.toBe("");
    const main = page.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? "";
    expect(text(main).length).toBeGreaterThan(100);
    // The content is inline, in place: no Suspense boundary sent apart and moved in by a script
    // (docs/decisions/0012), which a visitor without JavaScript would never see.
    expect(page).toContain('<main id="main" tabindex="-1" class="outline-none"><!--$-->');
    expect(page).not.toMatch(/<template id="B:|\$RC\(|<!--\$\?-->/);

    // Each language's canonical is its own URL of the primary page; hreflang names both and
    // x-default (English).
    const sitePath = prefix ? path.slice(prefix.length) || "/" : path;
    const primary = primaryOf.get(sitePath) ?? sitePath;
    const canonical = page.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toBe(`${ORIGIN}${localized(primary, prefix)}`);
    for (const [hreflang, href] of [
      ["en", `${ORIGIN}${primary}`],
      ["bn", `${ORIGIN}${localized(primary, "/bn")}`],
      ["x-default", `${ORIGIN}${primary}`],
    ]) {
      expect(page).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${href}"/>`);
    }

    // Its faces are fetched with the stylesheet; the Bengali faces only on Bengali pages.
    const preloaded = [
      ...page.matchAll(/<link rel="preload" href="\/assets\/([a-z-]+)-[^"]+\.woff2" as="font"/g),
    ].map((match) => match[1]);
    expect(preloaded).toEqual(
      lang === "bn"
        ? ["fraunces", "inter", "noto-sans-bengali", "noto-serif-bengali"]
        : ["fraunces", "inter"],
    );
  });

  it("titles are unique across primary pages", () => {
    const titles = new Set(
      Object.values(pages).map(
        (page) => html(localized(page.path, prefix)).match(/<title>([^<]+)<\/title>/)?.[1],
      ),
    );
    expect(titles.size).toBe(Object.keys(pages).length);
  });

  // An alias renders its primary's module: the same document but for its own address in the
  // language switch, and the same code. (Its hydration data differs only in the route's id, which
  // the data's encoding numbers differently.) So the browser suite visits primaries only.
  it.each(
    [...primaryOf].map(([alias, primary]) => [
      localized(alias, prefix),
      localized(primary, prefix),
    ]),
  )("%s is %s but for its address", (aliasPath, primaryPath) => {
    const sitePath = prefix ? aliasPath.slice(prefix.length) : aliasPath;
    const other = (path: string) => (prefix ? path : localized(path, "/bn"));
    const markup = (page: string) => page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script>");
    const code = (page: string) =>
      [...page.matchAll(/import\("(\/assets\/[^"]+)"\)/g)].map((m) => m[1]);
    const alias = html(aliasPath).replaceAll(
      `href="${other(sitePath)}"`,
      `href="${other(primaryOf.get(sitePath)!)}"`,
    );
    const primary = html(primaryPath);
    expect(markup(alias)).toBe(markup(primary));
    expect(code(alias)).toEqual(code(primary));
    expect(code(alias).length).toBeGreaterThan(2);
  });
});

describe("room pages' prices, for the day the build was made for", () => {
  const words = {
    en: { tag: "en-GB", rooms: enRooms, extras: enExtras, site: enSite },
    bn: { tag: "bn-BD", rooms: bnRooms, extras: bnExtras, site: bnSite },
  } as const;
  it.each(
    locales.flatMap(({ lang, prefix }) =>
      contentEntries("rooms", lang).map(
        (room) => [`${prefix}/rooms/${room.id}`, lang, room] as const,
      ),
    ),
  )(
    "%s: its from-price, and its rate tonight as its overview and its offer give it",
    (path, lang, room) => {
      const { tag, rooms: roomWords, extras, site } = words[lang];
      const page = html(path);
      const main = text(page.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? "");
      // The booking card's price and its sticky bar's: the lowest rate of the coming weeks from
      // the build's day, "from" it when those nights differ.
      const { rate, varies } = valueOn(room.fromPrices, builtDay());
      expect(rate).toBe(room.fromPrice);
      const money = formatMoney(rate, tag);
      const price = varies ? site.common.priceFrom(money) : money;
      expect(main).toContain(`${price} ${roomWords.perNight}`);
      const rateOn = extras.overviewFacts.rateOn(
        formatMoney(room.tonight.rate, tag),
        formatDate(room.tonight.night, tag),
      );
      expect(main).toContain(rateOn);
      const data = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map(
          (match) =>
            JSON.parse(match[1]!) as { "@type"?: unknown; offers?: Record<string, unknown> },
        )
        .find((item) => [item["@type"]].flat().includes("HotelRoom"));
      expect(data?.offers?.price).toBe(room.tonight.rate);
      expect(data?.offers).not.toHaveProperty("availability");
    },
  );

  it.each(locales)(
    "$prefix/rooms sums them up from the cheapest from-price to the dearest",
    ({ lang, prefix }) => {
      const { tag } = words[lang];
      const fromPrices = contentEntries("rooms", lang).map((room) => room.fromPrice);
      const description = html(`${prefix}/rooms`).match(
        /<meta name="description" content="([^"]+)"/,
      )?.[1];
      expect(description).toContain(formatMoney(Math.min(...fromPrices), tag));
      expect(description).toContain(formatMoney(Math.max(...fromPrices), tag));
    },
  );
});

describe("not-found pages", () => {
  it.each(Object.values(notFoundPaths).flatMap((path) => [path, localized(path, "/bn")]))(
    "%s holds the not-found content in its language",
    (path) => {
      const file = join(
        buildClientDir,
        path === "/404" ? "404.html" : `${path.slice(1)}/index.html`,
      );
      const page = existsSync(file) ? readFileSync(file, "utf8") : html(path);
      expect(page).toMatch(/not found|404|৪০৪|পাওয়া যায়নি/i);
      expect(page).toMatch(new RegExp(`<html lang="${path.startsWith("/bn") ? "bn" : "en"}"`));
    },
  );
});

describe("sitemap and robots", () => {
  const sitemap = readFileSync(join(buildClientDir, "sitemap.xml"), "utf8");
  it("robots names the sitemap", () => {
    expect(readFileSync(join(buildClientDir, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    );
  });
  it("lists primary pages in both languages, each naming its translations", () => {
    expect(sitemap).toContain(`<loc>${ORIGIN}/about</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/rooms/deluxe</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/bn/rooms/deluxe</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/bn</loc>`);
    for (const alias of primaryOf.keys()) expect(sitemap).not.toContain(`${alias}<`);
    expect(sitemap).not.toContain("not-found");
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="bn" href="${ORIGIN}/bn/about"/>`,
    );
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`,
    );
  });
});

describe("the client's scripts", () => {
  // React Router's package points every import at its development build, which keeps its
  // warnings for developers in the client's code; the build takes the production one (vite.config.ts).
  it("carry React Router's production build, without its warnings for developers", () => {
    const router = join(process.cwd(), "node_modules/react-router/dist");
    const chunks = (dir: string) =>
      readdirSync(dir)
        .filter((file) => file.endsWith(".mjs"))
        .map((file) => readFileSync(join(dir, file), "utf8"))
        .join("\n");
    // A warning the development build gives, and the production build leaves out.
    const warning = "You should not include both `Component` and `element` on your route";
    expect(chunks(join(router, "development"))).toContain(warning);
    const scripts = readdirSync(buildClientDir, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".js"),
    );
    expect(scripts.length).toBeGreaterThan(10);
    const carrying = scripts.filter((file) =>
      readFileSync(join(buildClientDir, file), "utf8").includes(warning),
    );
    expect(carrying).toEqual([]);
  });
});
