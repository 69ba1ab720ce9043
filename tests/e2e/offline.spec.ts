import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// The service worker (scripts/service-worker.mjs): after one visit, every page of both languages
// opens offline; a page this device does not hold gives the offline page. Service workers are
// blocked in the other specs (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const buildDir = process.env.BUILD_DIR ?? "build";
/** What the worker fetches once installed, as the build wrote it. */
const warm = JSON.parse(
  /const warm = (\{.*\});/.exec(readFileSync(`${buildDir}/client/sw-warm.js`, "utf8"))?.[1] ?? "{}",
) as { pages: string[]; assets: string[] };

/** Waits until the worker controls the page and has fetched every page and file. */
async function waitForWarmWorker(page: Page) {
  // The worker installs only once it has fetched the site's files: on two loaded cores that took
  // over 20 s once (CI, 2026-11-28), so the wait is as long as the fetches' own (below).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const [pages, assets] = await Promise.all(
            ["srh-pages", "srh-assets"].map(async (name) => (await caches.open(name)).keys()),
          );
          return (pages?.length ?? 0) + (assets?.length ?? 0);
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(warm.pages.length + warm.assets.length);
}

test("after one visit, pages of both languages open offline, and the cart works there", async ({
  page,
  context,
  allowProblem,
}) => {
  test.slow();
  expect(warm.pages).toContain("/bn/rooms/deluxe");
  expect(warm.pages).toContain("/about.data");
  await gotoHydrated(page, "/");
  await waitForWarmWorker(page);

  // A stay kept on this device: its page, with what the guest needs on the day, opens offline.
  await page.evaluate(() =>
    localStorage.setItem(
      "surma-requests",
      JSON.stringify({
        version: 1,
        requests: [
          {
            ref: "SRH-ABCDEF",
            createdAt: "2026-06-15T04:00:00.000Z",
            status: "whatsapp",
            kind: "stay",
            stay: {
              room: "deluxe",
              checkIn: "2026-06-20",
              checkOut: "2026-06-23",
              adults: 2,
              children: 0,
              firstName: "Nusrat",
              lastName: "Chowdhury",
              email: "nusrat@example.com",
              phone: "+880 1712 345678",
              specialRequests: "",
              payment: "pay-later",
            },
          },
        ],
      }),
    ),
  );

  await context.setOffline(true);
  // Photos come from their host: offline they fail, and their placeholders stand in.
  allowProblem(/net::ERR_INTERNET_DISCONNECTED/);
  for (const [path, heading] of [
    ["/bn/rooms/deluxe", "ডিলাক্স রুম"],
    ["/about", "Our Story"],
    ["/my-requests?ref=SRH-ABCDEF", "My Requests"],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  }
  await expect(
    page.getByRole("region", { name: "Your arrival Reservation request SRH-ABCDEF" }),
  ).toContainText("Front desk");

  // A visit inside the site (React Router fetches the page's data) and the cart, offline.
  await gotoHydrated(page, "/online-order");
  await page
    .getByRole("button", { name: /^Add to Cart: / })
    .first()
    .click();
  await page.getByRole("link", { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByRole("table", { name: "Food Items" })).toBeVisible();

  // A page this device does not hold: the offline page, in both languages.
  await page.goto("/blog/no-such-post-kept");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("আপনি এখন অফলাইনে");
  await expect(page.getByRole("link", { name: "+880 1711 234567" }).first()).toHaveAttribute(
    "href",
    "tel:+8801711234567",
  );
});

test.describe("a new deploy", () => {
  // Two builds on one origin: the one built, and a "deploy" of it where a page's code changed
  // (its hashed file renamed everywhere, the old name gone from the server) and the worker with it.
  let origin = "";
  let deploy: () => void = () => {};
  let close: () => Promise<void> = async () => {};
  const changed = { from: "", to: "" };

  test.beforeAll(async () => {
    const { createServer } = await import("node:http");
    const { cp, mkdtemp, readdir, readFile, rm, writeFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const { createStaticServer } = await import("../../scripts/static-server.mjs");
    const root = await mkdtemp(join(tmpdir(), "srh-deploy-"));
    for (const version of ["v1", "v2"]) {
      await cp(`${buildDir}/client`, join(root, version, "client"), { recursive: true });
      await cp(`${buildDir}/csp-hashes.json`, join(root, version, "csp-hashes.json"));
    }
    // v2: the about page's chunk changed. As in a real build, every hashed file whose content
    // changes with it (the files naming it, and those naming them) gets a new name, the old names
    // are gone from the server, and the pages' inline bootstraps (and so their policies' hashes)
    // name the new files.
    const v2 = join(root, "v2", "client");
    const { createHash } = await import("node:crypto");
    const hashesFile = join(root, "v2", "csp-hashes.json");
    const hashes = JSON.parse(await readFile(hashesFile, "utf8")) as Record<string, string[]>;
    const textFiles = (await readdir(v2, { recursive: true }))
      .map(String)
      .filter((entry) => /\.(html|js|data|json)$/.test(entry));
    const queue = [
      /assets\/(about-[\w-]+\.js)/.exec(await readFile(join(v2, "about/index.html"), "utf8"))![1]!,
    ];
    const renamed = new Map<string, string>();
    while (queue.length > 0) {
      const name = queue.shift()!;
      const next = name.replace(/-([\w-]+)\.js$/, "-v2$1.js");
      renamed.set(name, next);
      await cp(join(v2, "assets", name), join(v2, "assets", next));
      for (const suffix of ["", ".br", ".gz"])
        await rm(join(v2, "assets", name + suffix), { force: true });
      for (const [index, entry] of textFiles.entries()) {
        const file = join(v2, entry === `assets/${name}` ? `assets/${next}` : entry);
        if (entry === `assets/${name}`) textFiles[index] = `assets/${next}`;
        const text = await readFile(file, "utf8").catch(() => null);
        if (text === null || !text.includes(name)) continue;
        const changedText = text.replaceAll(name, next);
        await writeFile(file, changedText);
        for (const suffix of [".br", ".gz"]) await rm(file + suffix, { force: true });
        const base = entry.slice("assets/".length);
        if (entry.startsWith("assets/") && !renamed.has(base) && !queue.includes(base))
          queue.push(base);
        if (entry.endsWith(".html"))
          hashes[entry] = [...changedText.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
            .filter(([, attributes, body]) => body && !/\ssrc=/.test(attributes ?? ""))
            .map(([, , body]) => `sha256-${createHash("sha256").update(body!).digest("base64")}`)
            .sort();
      }
    }
    await writeFile(hashesFile, JSON.stringify(hashes));
    const [first] = [...renamed];
    changed.from = first![0];
    changed.to = first![1];
    await writeFile(join(v2, "sw.js"), `${await readFile(join(v2, "sw.js"), "utf8")}\n// v2\n`);
    for (const suffix of [".br", ".gz"]) await rm(join(v2, `sw.js${suffix}`), { force: true });

    const handlers = ["v1", "v2"].map(
      (version) =>
        createStaticServer(join(root, version, "client")).listeners("request")[0] as (
          ...args: unknown[]
        ) => void,
    );
    let current = handlers[0]!;
    deploy = () => (current = handlers[1]!);
    const server = createServer((req, res) => current(req, res));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    origin = `http://localhost:${(server.address() as { port: number }).port}`;
    close = async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    };
  });
  test.afterAll(async () => close());

  test("an open page keeps working, and the next visit gets the new build, with no error", async ({
    page,
    context,
    problems,
  }) => {
    test.slow();
    await gotoHydrated(page, `${origin}/`);
    await waitForWarmWorker(page);

    deploy();
    // The page opened before the deploy goes on to a page whose code the server no longer has:
    // the worker still holds it.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");

    // The next visit: the new page, its new code, and the new worker in charge.
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await gotoHydrated(page, `${origin}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");
    expect(scripts.some((url) => url.endsWith(`/assets/${changed.to}`))).toBe(true);
    expect(scripts.some((url) => url.endsWith(`/assets/${changed.from}`))).toBe(false);
    // The new worker runs, with the new build's list; the old file stays for tabs still open.
    await expect
      .poll(async () => {
        for (const worker of context.serviceWorkers()) {
          const current = await worker
            // sw-warm.js's list is a global \`const\`: seen from a function made in global scope.
            .evaluate(
              (name) =>
                (
                  new Function("return typeof warm === 'undefined' ? null : warm")() as {
                    assets: string[];
                  } | null
                )?.assets.includes(name),
              `/assets/${changed.to}`,
            )
            .catch(() => false);
          if (current) return true;
        }
        return false;
      })
      .toBe(true);
    const kept = await page.evaluate(async () => {
      const cache = await caches.open("srh-assets");
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(kept).toContain(`/assets/${changed.to}`);
    expect(kept).toContain(`/assets/${changed.from}`);
    expect(problems).toEqual([]);
  });
});
