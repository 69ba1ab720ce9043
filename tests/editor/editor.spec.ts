// The owner's way of changing the site, in a real browser: the editor at /admin/ as the build step
// published it (build/client/admin), on Decap's local backend over a copy of the tests' own hotel;
// then a build of that edited copy (other content than the build step's, so not a rebuild).
import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { localize, readCollection } from "../../app/content/server/files.server";
import { startEditor } from "../../scripts/cms.mjs";
import { roomCalendars } from "../../scripts/room-calendars";
import { fixtureContent } from "../fixtures/hotel.mjs";

const root = join(import.meta.dirname, "..", "..");
// A real JPEG (the site's apple-touch icon would do as PNG; a 1x1 JPEG keeps the test small).
const photoBytes = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((listening) => server.once("listening", listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

test("the owner changes the Deluxe Room's price in the editor; the file changes and the next build shows it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const repo = mkdtempSync(join(tmpdir(), "editor-"));
  // The tests' own hotel (tests/fixtures/hotel.mjs): its Deluxe Room's price is the test's.
  cpSync(join(root, fixtureContent), join(repo, "content"), { recursive: true });
  const file = join(repo, "content", "rooms", "deluxe.yaml");
  const before = parse(readFileSync(file, "utf8"));
  const offerFile = join(repo, "content", "offers", "early-bird.yaml");
  expect(before.en.price).toBe(249);

  const problems: string[] = [];
  const previewedEarly: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    // The photo host is out of reach here: the previews of its photos fail to load.
    const photoHost = message.location().url.startsWith("https://images.unsplash.com/");
    // The preview of a photo just uploaded may be asked for before the backend has written it;
    // such a photo must be there by the end (checked below).
    const uploaded = /\/photos\/([\w.-]+)$/.exec(message.location().url)?.[1];
    if (message.type() === "error" && uploaded) previewedEarly.push(uploaded);
    else if (message.type() === "error" && !photoHost)
      problems.push(`${message.text()} ${message.location().url}`);
  });
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.abort());

  const builtAdmin = join(root, process.env.BUILD_DIR ?? "build", "client", "admin");
  expect(existsSync(join(builtAdmin, "index.html")), "the editor as built: run npm run build").toBe(
    true,
  );
  const editor = await startEditor({
    builtAdmin,
    repoDir: repo,
    port: await freePort(),
    proxyPort: await freePort(),
  });
  try {
    await page.goto(editor.url);
    await page.getByRole("button", { name: "Login" }).click();

    // Every collection the config defines is listed.
    const config = parse(readFileSync(join(root, "admin", "config.yml"), "utf8"));
    const labels: string[] = config.collections.map(
      (collection: { label: string }) => collection.label,
    );
    expect(labels.length).toBeGreaterThan(1);
    const nav = page
      .getByRole("complementary")
      .filter({ has: page.getByRole("heading", { name: "Collections" }) });
    for (const label of labels)
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();

    await nav.getByRole("link", { name: "Rooms", exact: true }).click();
    await page.getByText("Deluxe Room (249 USD)").click();
    await page.getByLabel("Price per night (US dollars)").first().fill("259");
    // Winter's nightly rate goes up, and two more nights close for a private event.
    const list = (name: RegExp) =>
      page
        .locator('[aria-label="list field"]')
        .filter({ has: page.locator("label", { hasText: name }) })
        .first();
    const seasons = list(/^Seasons/);
    await seasons.getByRole("button", { name: "Expand" }).first().click();
    await seasons.getByLabel("Nightly rate (US dollars)").first().fill("289");
    const closed = list(/^Closed nights/);
    await closed.getByRole("button", { name: "Add closed nights" }).click();
    await closed.getByLabel("First night").last().fill("2027-02-10");
    await closed.getByLabel("Last night").last().fill("2027-02-11");
    await closed
      .getByLabel(/^Reason/)
      .last()
      .fill("A private event");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    // Polled: the file is rewritten in place, and may be read half written.
    await expect.poll(() => parse(readFileSync(file, "utf8"))?.en?.price).toBe(259);
    const edited = parse(readFileSync(file, "utf8")).en;
    expect(edited.seasons[0]).toMatchObject({ name: "Winter", nightly: 289 });
    expect(edited.closed).toContainEqual({
      from: "2027-02-10",
      to: "2027-02-11",
      reason: "A private event",
    });

    // A new photo for the Early Bird offer, uploaded in the editor's own media library: it lands
    // in public/photos and the offer's file names it the way the build reads it.
    await page.getByRole("link", { name: /Writing in Rooms collection/ }).click();
    await nav.getByRole("link", { name: "Special offers", exact: true }).click();
    await page
      .getByText(/^Early Bird/)
      .first()
      .click();
    await page
      .getByRole("button", { name: /Choose (an|different) image/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles({
      name: "early-bird-terrace.jpg",
      mimeType: "image/jpeg",
      buffer: photoBytes,
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect
      .poll(() => parse(readFileSync(offerFile, "utf8"))?.en?.photo)
      .toBe("/photos/early-bird-terrace.jpg");
    expect(existsSync(join(repo, "public", "photos", "early-bird-terrace.jpg"))).toBe(true);
  } finally {
    editor.stop();
  }
  const after = parse(readFileSync(file, "utf8"));
  expect({
    ...after.en,
    price: 249,
    seasons: before.en.seasons,
    closed: before.en.closed,
  }).toEqual(before.en);
  expect(after.en.closed).toEqual([
    ...before.en.closed,
    { from: "2027-02-10", to: "2027-02-11", reason: "A private event" },
  ]);
  expect(after.bn).toEqual(before.bn);
  expect(problems).toEqual([]);
  for (const photo of previewedEarly)
    expect(existsSync(join(repo, "public", "photos", photo)), photo).toBe(true);

  // The next build of that content shows the new price on the room's page, and the new season
  // rate and closed nights. (The build goes inside
  // the project, where its prerendering finds node_modules.) It is made for a day whose coming
  // weeks begin outside every season, so the base price the owner changed is the room's
  // from-price (domain/rates fromRate), on whatever day the test runs.
  const day = "2026-11-27";
  const deluxe = readCollection("rooms", join(repo, "content")).entries.find(
    (entry) => entry.id === "deluxe",
  )!;
  const fromPrice = localize("rooms", deluxe, "en", day).fromPrice;
  expect(fromPrice).toBe(259);
  /** The room page and the offers page of a build of the edited content for `buildDay`. */
  const builtFor = (buildDay: string) => {
    const build = join(root, `build-editor-${process.pid}`);
    try {
      execFileSync(join(root, "node_modules", ".bin", "react-router"), ["build"], {
        cwd: root,
        env: {
          ...process.env,
          VITE_LOCALE: "en",
          BUILD_DIR: build,
          BUILD_DAY: buildDay,
          CONTENT_DIR: join(repo, "content"),
        },
        stdio: "ignore",
      });
      const page = (path: string) =>
        readFileSync(join(build, "client", path, "index.html"), "utf8");
      return { room: page("rooms/deluxe"), offers: page("special-offers") };
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  };
  const built = builtFor(day);
  expect(built.room).toContain(`from $${fromPrice} per night`);
  expect(built.offers).toContain('src="/photos/early-bird-terrace.jpg"');
  expect(built.room).not.toContain("$249");

  // On a Winter Wednesday the room's rate that night is the season's new one: the page carries it
  // for the guest's day (its tonight's-rate schedule, components/layout/day-text.tsx), from the
  // same build.
  expect(localize("rooms", deluxe, "en", "2026-12-02").tonight.rate).toBe(289);
  expect(built.room).toContain("$289 for the night of {day}");
  // Winter's rate before the edit (the fixture's) is gone from the page.
  expect(before.en.seasons[0]).toMatchObject({ name: "Winter" });
  expect(built.room).not.toContain(`$${before.en.seasons[0].nightly} `);
  // And the calendar the booking sites read closes the new nights (the build writes it).
  const calendar = roomCalendars(join(repo, "content"), new Date("2026-11-27T00:00:00Z"))[
    "deluxe.ics"
  ];
  expect(calendar).toContain("DTSTART;VALUE=DATE:20270210");
  expect(calendar).toContain("DTEND;VALUE=DATE:20270212");
});
