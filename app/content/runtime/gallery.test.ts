import { describe, expect, it } from "vitest";
import { galleryCategories } from "../schemas/collections/gallery";
import { localize, readCollection } from "../server/files.server";

const { entries, problems } = readCollection("gallery");
const inLanguage = (locale: "en" | "bn") =>
  entries.map((entry) => localize("gallery", entry, locale)).sort((a, b) => a.order - b.order);
const galleryImages = inLanguage("en");

describe("gallery (content/gallery/)", () => {
  it("has 18 valid photos", () => {
    expect(problems).toEqual([]);
    expect(galleryImages).toHaveLength(18);
  });

  it("uses the six categories, each at least once", () => {
    expect([...galleryCategories].sort()).toEqual(
      ["amenities", "dining", "events", "exterior", "interior", "rooms"].sort(),
    );
    const used = new Set(galleryImages.map((image) => image.category));
    expect([...used].sort()).toEqual([...galleryCategories].sort());
  });

  it("has unique ids, places and titles", () => {
    expect(new Set(galleryImages.map((image) => image.order)).size).toBe(18);
    expect(new Set(galleryImages.map((image) => image.title)).size).toBe(18);
    expect(galleryImages[0]?.id).toBe("riverside-facade");
  });
});

describe("Bengali", () => {
  it("has the same photos in the same order, with unique Bengali titles", () => {
    const bn = inLanguage("bn");
    expect(bn.map((image) => [image.id, image.image.id, image.category])).toEqual(
      galleryImages.map((image) => [image.id, image.image.id, image.category]),
    );
    expect(new Set(bn.map((image) => image.title)).size).toBe(18);
    expect(bn[0]?.title).toBe("গোধূলিতে নদীর ধারের হোটেল");
    for (const image of bn) expect(image.image.alt, image.id).not.toMatch(/[A-Za-z]/);
  });
});
