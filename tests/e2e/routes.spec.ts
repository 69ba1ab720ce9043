import { expect, gotoHydrated, test } from "./fixtures";
import { knownPaths, pages } from "./routes";

const SUFFIX = " | Surma Riverside Hotel, Sylhet";
const ORIGIN = "https://www.surmariversidehotel.com";

/** Maps an alias to its page's primary path. */
function primaryOf(path: string): string {
  const page = Object.values(pages).find((p) => (p.aliases as readonly string[]).includes(path));
  return page ? page.path : path;
}

const locales = [
  { lang: "en", prefix: "", suffix: SUFFIX },
  { lang: "bn", prefix: "/bn", suffix: " | সুরমা রিভারসাইড হোটেল, সিলেট" },
] as const;
const localized = (path: string, prefix: string) =>
  path === "/" ? prefix || "/" : `${prefix}${path}`;
const escape = (text: string) => text.replace(/[|]/g, "\\|");

test.describe("every known route", () => {
  for (const { lang, prefix, suffix } of locales) {
    for (const sitePath of knownPaths) {
      const path = localized(sitePath, prefix);
      test(`${path} is prerendered and hydrates without errors`, async ({ page, request }) => {
        const raw = await request.get(path);
        expect(raw.status()).toBe(200);
        const html = await raw.text();
        expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
        expect(html).toMatch(new RegExp(`<title>[^<]+${escape(suffix)}</title>`));
        expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
        expect(html).toMatch(/<h1[^>]*>/);
        expect(html).toMatch(/<meta property="og:title"/);
        // The content is inline, in place: no Suspense boundary sent apart and moved in by a
        // script (docs/decisions/0012), which a visitor without JavaScript would never see.
        expect(html).toContain('<main id="main" tabindex="-1" class="outline-none"><!--$-->');
        expect(html).not.toMatch(/<template id="B:|\$RC\(|<!--\$\?-->/);

        // Each language's canonical is its own URL; hreflang names both and x-default (English).
        const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
        const primary = sitePath.startsWith("/rooms/") ? undefined : primaryOf(sitePath);
        if (primary) expect(canonical).toBe(`${ORIGIN}${localized(primary, prefix)}`);
        else expect(canonical).toMatch(new RegExp(`^${ORIGIN}${prefix}/rooms/[a-z-]+$`));
        const target = (canonical ?? "").slice(ORIGIN.length + prefix.length) || "/";
        for (const [hreflang, href] of [
          ["en", `${ORIGIN}${target}`],
          ["bn", `${ORIGIN}${localized(target, "/bn")}`],
          ["x-default", `${ORIGIN}${target}`],
        ]) {
          expect(html).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${href}"/>`);
        }

        // Its faces are fetched with the stylesheet; the Bengali faces only on Bengali pages.
        const preloaded = [
          ...html.matchAll(
            /<link rel="preload" href="\/assets\/([a-z-]+)-[^"]+\.woff2" as="font"/g,
          ),
        ];
        expect(preloaded.map((match) => match[1])).toEqual(
          lang === "bn"
            ? ["fraunces", "inter", "noto-sans-bengali", "noto-serif-bengali"]
            : ["fraunces", "inter"],
        );

        await gotoHydrated(page, path);
        await expect(page).toHaveTitle(new RegExp(`${escape(suffix)}$`));
        await expect(page.locator("h1")).toHaveCount(1);
      });
    }
  }

  test("titles are unique across primary pages", async ({ request }) => {
    const titles = new Set<string>();
    for (const page of Object.values(pages)) {
      const html = await (await request.get(page.path)).text();
      titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
    }
    expect(titles.size).toBe(Object.keys(pages).length);
  });

  test("room aliases from the reservation form point at the real rooms", async ({ request }) => {
    for (const [alias, real] of [
      ["suite", "executive-suite"],
      ["family", "family-suite"],
    ]) {
      const html = await (await request.get(`/rooms/${alias}`)).text();
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/rooms/${real}"/>`);
    }
  });
});

test.describe("the production server", () => {
  for (const path of [
    "/no-such-page",
    "/rooms/no-such-room",
    "/blog/no-such-post",
    "/404",
    "/bn/no-such-page",
    "/bn/rooms/no-such-room",
    "/bn/blog/no-such-post",
  ]) {
    test(`${path} answers 404 with not-found content`, async ({ request, page, allowProblem }) => {
      allowProblem(/status of 404|http 404/);
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/not found|404|৪০৪|পাওয়া যায়নি/i);
      expect(html).toMatch(new RegExp(`<html lang="${path.startsWith("/bn/") ? "bn" : "en"}"`));
      const shown = await gotoHydrated(page, path);
      expect(shown?.status()).toBe(404);
    });
  }

  test("an unknown path shows the spec's not-found page and logs the path", async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/status of 404|http 404/);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await gotoHydrated(page, "/somewhere/else");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    expect(warnings.some((text) => text.includes("/somewhere/else"))).toBe(true);
  });

  test("serves precompressed files, long cache on hashed assets, short on HTML, and security headers", async ({
    request,
  }) => {
    const html = await request.get("/about", { headers: { "Accept-Encoding": "br" } });
    expect(html.headers()["content-encoding"]).toBe("br");
    expect(html.headers()["cache-control"]).toContain("max-age=0");
    expect(html.headers()["x-content-type-options"]).toBe("nosniff");
    expect(html.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(html.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    expect(html.headers()["strict-transport-security"]).toContain("max-age=31536000");
    const script =
      (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ??
      (await (await request.get("/")).text()).match(/"(\/assets\/entry\.client[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-encoding"]).toBe("gzip");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("favicon, robots and a sitemap of primary paths exist", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/about</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/rooms/deluxe</loc>`);
    expect(sitemap).not.toContain("/about-us");
    expect(sitemap).not.toContain("/book-now");
    expect(sitemap).not.toContain("not-found");
    // Both languages, each entry naming its translations.
    expect(sitemap).toContain(`<loc>${ORIGIN}/bn/rooms/deluxe</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/bn</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="bn" href="${ORIGIN}/bn/about"/>`,
    );
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`,
    );
  });
});
