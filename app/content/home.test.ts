import { describe, expect, it } from "vitest";
import { localize, readCollection } from "./files.server";

const read = <Name extends "featured-rooms" | "testimonials" | "home-page" | "rooms">(
  name: Name,
  locale: "en" | "bn" = "en",
) => {
  const { entries, problems } = readCollection(name);
  expect(problems).toEqual([]);
  return entries.map((entry) => localize(name, entry, locale)).sort((a, b) => a.order - b.order);
};

describe("featured rooms (content/featured-rooms/)", () => {
  it("are the spec's three rooms, prices and ratings, in order", () => {
    expect(
      read("featured-rooms").map(({ name, price, rating }) => ({ name, price, rating })),
    ).toEqual([
      { name: "Padma Suite", price: 299, rating: 5 },
      { name: "Meghna Room", price: 229, rating: 4.5 },
      { name: "Jamuna Family Suite", price: 349, rating: 4.8 },
    ]);
  });

  it("have amenities on every card", () => {
    for (const room of read("featured-rooms"))
      expect(room.amenities.length).toBeGreaterThanOrEqual(3);
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

  it("states facts that agree with the room catalogue and the founding year", () => {
    const facts = read("home-page")[0]?.storyFacts.map((fact) => fact.value);
    expect(facts).toContain(String(read("rooms").length));
    expect(facts).toContain("2023");
  });
});

describe("Bengali", () => {
  it("keeps the facts and says the words in Bengali", () => {
    const facts = ({ id, price, rating, image }: ReturnType<typeof read<"featured-rooms">>[number]) => [
      id,
      price,
      rating,
      image.id,
    ];
    expect(read("featured-rooms", "bn").map(facts)).toEqual(read("featured-rooms").map(facts));
    expect(read("featured-rooms", "bn")[0]?.name).toBe("পদ্মা স্যুট");
    expect(read("testimonials", "bn")[0]?.name).toBe("ফারহান চৌধুরী");
    expect(read("testimonials", "bn").map((entry) => entry.date)).toEqual(
      read("testimonials").map((entry) => entry.date),
    );
  });
});
