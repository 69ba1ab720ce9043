import { describe, expect, it, vi } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import { homeText as bnText } from "./bn/home";
import { homeText as enText } from "./en/home";
import { executiveChef } from "./about-team";
import { featuredRooms, homeChef, homePhotos, testimonials } from "./home";
import { FeaturedRoomSchema, HomePhotosSchema, TestimonialSchema } from "./home-schemas";

describe("featured rooms", () => {
  it("match their schema", () => {
    featuredRooms.forEach((room) => expect(() => FeaturedRoomSchema.parse(room)).not.toThrow());
  });

  it("are the spec's three rooms, prices and ratings, in order", () => {
    expect(featuredRooms.map(({ name, price, rating }) => ({ name, price, rating }))).toEqual([
      { name: "Padma Suite", price: 299, rating: 5 },
      { name: "Meghna Room", price: 229, rating: 4.5 },
      { name: "Jamuna Family Suite", price: 349, rating: 4.8 },
    ]);
  });

  it("have unique ids and amenities on every card", () => {
    expect(new Set(featuredRooms.map((room) => room.id)).size).toBe(3);
    featuredRooms.forEach((room) => expect(room.amenities.length).toBeGreaterThanOrEqual(3));
  });
});

describe("testimonials", () => {
  it("are three, valid, with the spec's kinds of guest", () => {
    expect(testimonials).toHaveLength(3);
    testimonials.forEach((entry) => expect(() => TestimonialSchema.parse(entry)).not.toThrow());
    expect(testimonials.map((entry) => entry.position)).toEqual([
      "Business traveler",
      "Vacation guest",
      "Food critic",
    ]);
    expect(new Set(testimonials.map((entry) => entry.id)).size).toBe(3);
  });
});

describe("home photos", () => {
  it("have a hero, four story photos and a dining photo", () => {
    expect(() => HomePhotosSchema.parse(homePhotos)).not.toThrow();
    expect(homePhotos.story).toHaveLength(4);
  });
});

describe("the dining section's chef", () => {
  it("is the About page's executive chef", () => {
    expect(homeChef).toBe(executiveChef);
    expect(homeChef.position).toBe("Executive Chef");
  });
});

describe("the story section's facts", () => {
  it("agree with the room catalogue and the founding year", async () => {
    const { homeMessages } = await import("../i18n/en-home");
    const { rooms } = await import("./rooms");
    const facts = homeMessages.story.facts.map((fact) => fact.value);
    expect(facts).toContain(String(rooms.length));
    expect(facts).toContain("2023");
  });
});

describe("Bengali", () => {
  it("says everything the English says", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
  });

  it("builds home content that parses with the schemas and keeps the facts", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const bn = await import("./home");
    vi.unstubAllEnvs();

    bn.featuredRooms.forEach((room) => expect(() => FeaturedRoomSchema.parse(room)).not.toThrow());
    bn.testimonials.forEach((entry) => expect(() => TestimonialSchema.parse(entry)).not.toThrow());
    expect(() => HomePhotosSchema.parse(bn.homePhotos)).not.toThrow();
    expect(bn.featuredRooms.map(({ id, price, rating }) => ({ id, price, rating }))).toEqual(
      featuredRooms.map(({ id, price, rating }) => ({ id, price, rating })),
    );
    expect(bn.homePhotos.story.map((photo) => photo.id)).toEqual(
      homePhotos.story.map((photo) => photo.id),
    );
    expect(bn.featuredRooms[0]?.name).toBe("পদ্মা স্যুট");
    expect(bn.testimonials[0]?.name).toBe("ফারহান চৌধুরী");
  });
});
