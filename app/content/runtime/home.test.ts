import { describe, expect, it } from "vitest";
import { FeaturedRoomFile } from "../schemas/collections/featured-rooms";
import { crossProblems, localize, readCollection } from "../server/files.server";

const read = <
  Name extends "featured-rooms" | "testimonials" | "home-page" | "rooms" | "site" | "policies",
>(
  name: Name,
  locale: "en" | "bn" = "en",
) => {
  const { entries, problems } = readCollection(name);
  expect(problems).toEqual([]);
  return entries.map((entry) => localize(name, entry, locale)).sort((a, b) => a.order - b.order);
};

describe("featured rooms (content/featured-rooms/)", () => {
  it("are three of the real rooms, in their order", () => {
    const rooms = read("rooms").map((room) => room.id);
    const featured = read("featured-rooms");
    expect(featured).toHaveLength(3);
    expect(featured.map(({ room }) => room)).toEqual(["deluxe", "executive-suite", "family-suite"]);
    for (const { room } of featured) expect(rooms).toContain(room);
  });

  it("carry no rating: stars the hotel gives itself, with no guests behind them, read as self-praise", () => {
    for (const entry of read("featured-rooms")) expect(entry).not.toHaveProperty("rating");
    const rated = { en: { room: "deluxe", order: 1, rating: 4.7 } };
    expect(FeaturedRoomFile.safeParse(rated).success).toBe(false);
  });

  it("refuse a featured room that names no room, listing the rooms there are", () => {
    const all = {
      rooms: readCollection("rooms").entries,
      "featured-rooms": [
        { id: "padma-suite", file: "featured-rooms/padma-suite.yaml", data: { en: { room: "padma-suite", order: 1 } } },
      ],
    } as unknown as Parameters<typeof crossProblems>[0];
    expect(crossProblems(all)).toEqual([
      expect.stringMatching(/^featured-rooms\/padma-suite\.yaml: en\.room: there is no room "padma-suite"; the rooms are .*deluxe/),
    ]);
  });
});

describe("testimonials (content/testimonials/)", () => {
  it("are three, with the spec's kinds of guest", () => {
    const testimonials = read("testimonials");
    expect(testimonials.map((entry) => entry.position)).toEqual([
      "Business traveler",
      "Vacation guest",
      "Food critic",
    ]);
  });
});

describe("the home page's copy (content/pages/home.yaml)", () => {
  it("has a hero, four story photos with their descriptions and a dining photo", () => {
    const [home] = read("home-page");
    expect(home?.photo).toBeDefined();
    expect(home?.storyPhotos).toHaveLength(4);
    expect(home?.storyPhotoAlts).toHaveLength(4);
    expect(home?.diningPhoto).toBeDefined();
  });

  it("states its figures as the hotel's facts, never typed by hand", async () => {
    // Importing the route transforms the page it composes: slower than a unit.
    const { loader } = await import("~/routes/home");
    const figures = loader().story.facts.map((fact) => fact.value);
    const site = read("site")[0]!.site;
    expect(figures).toContain(String(read("rooms").length));
    expect(figures).toContain(String(site.established));
    // The front desk's hours as a figure: "24/7" only while it is open round the clock.
    const policies = read("policies")[0]!;
    const frontDesk = policies.schedule.hours.frontDesk;
    const always = frontDesk.days.length === 7 && frontDesk.opens === "00:00";
    expect(figures).toContain(
      always ? "24/7" : policies.hours.find((entry) => entry.id === "frontDesk")!.time,
    );
  }, 30_000);
});

describe("Bengali", () => {
  it("keeps the facts and says the words in Bengali", () => {
    expect(read("testimonials", "bn")[0]?.name).toBe("ফারহান চৌধুরী");
    expect(read("testimonials", "bn").map((entry) => entry.date)).toEqual(
      read("testimonials").map((entry) => entry.date),
    );
  });
});
