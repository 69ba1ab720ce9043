import { describe, expect, it } from "vitest";
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
