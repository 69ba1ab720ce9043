import { describe, expect, it, vi } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import { galleryText as bnText } from "./bn/gallery";
import { galleryText as enText } from "./en/gallery";
import { galleryImages } from "./gallery";
import { galleryCategories, GalleryImageSchema } from "./gallery-schemas";

describe("gallery", () => {
  it("has 18 images, each parsing with the schema", () => {
    expect(galleryImages).toHaveLength(18);
    galleryImages.forEach((image) => GalleryImageSchema.parse(image));
  });

  it("uses the six categories, each at least once", () => {
    expect([...galleryCategories].sort()).toEqual(
      ["amenities", "dining", "events", "exterior", "interior", "rooms"].sort(),
    );
    const used = new Set(galleryImages.map((image) => image.category));
    expect([...used].sort()).toEqual([...galleryCategories].sort());
  });

  it("has unique ids and titles", () => {
    const ids = galleryImages.map((image) => image.id);
    const titles = galleryImages.map((image) => image.title);
    expect(new Set(ids).size).toBe(18);
    expect(new Set(titles).size).toBe(18);
  });
});

describe("Bengali", () => {
  it("says everything the English says", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
  });

  it("builds a gallery that parses with the schema, with unique titles", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const { galleryImages: bnImages } = await import("./gallery");
    vi.unstubAllEnvs();

    bnImages.forEach((image) => GalleryImageSchema.parse(image));
    expect(bnImages.map((image) => [image.id, image.image.id, image.category])).toEqual(
      galleryImages.map((image) => [image.id, image.image.id, image.category]),
    );
    expect(new Set(bnImages.map((image) => image.title)).size).toBe(18);
    expect(bnImages[0]?.title).toBe("গোধূলিতে নদীর ধারের হোটেল");
  });
});
