import { expect, gotoHydrated, test } from "./fixtures";
import { knownPaths, pages } from "./routes";

const SUFFIX = " | Surma Riverside Hotel, Sylhet";
const ORIGIN = "https://www.surmariversidehotel.com";

/** Maps an alias to its page's primary path. */
function primaryOf(path: string): string {
  const page = Object.values(pages).find((p) => (p.aliases as readonly string[]).includes(path));
  return page ? page.path : path;
}

test.describe("every known route", () => {
  for (const path of knownPaths) {
    test(`${path} is prerendered and hydrates without errors`, async ({ page, request }) => {
      const raw = await request.get(path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toMatch(/<html lang="en"/);
      expect(html).toMatch(new RegExp(`<title>[^<]+${SUFFIX.replace(/[|]/g, "\\|")}</title>`));
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toMatch(/<meta property="og:title"/);

      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      const expected = path.startsWith("/rooms/")
        ? undefined // room aliases point at the real room id, checked below
        : `${ORIGIN}${primaryOf(path)}`;
      if (expected) expect(canonical).toBe(expected);
      else expect(canonical).toMatch(new RegExp(`^${ORIGIN}/rooms/[a-z-]+$`));

      await gotoHydrated(page, path);
      await expect(page).toHaveTitle(new RegExp(`${SUFFIX.replace(/[|]/g, "\\|")}$`));
      await expect(page.locator("h1")).toHaveCount(1);
    });
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
  for (const path of ["/no-such-page", "/rooms/no-such-room", "/blog/no-such-post", "/404"]) {
    test(`${path} answers 404 with not-found content`, async ({ request, page, allowProblem }) => {
      allowProblem(/status of 404|http 404/);
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/not found|404/i);
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
  });
});
