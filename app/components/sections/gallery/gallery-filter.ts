import type { GalleryCategory } from "~/content/schemas/collections/gallery";

/** The spec's tabs, in order; each shows the photos of its categories (All shows every photo). */
export const galleryFilters = [
  { id: "all", categories: null },
  { id: "rooms", categories: ["rooms"] },
  { id: "dining", categories: ["dining"] },
  { id: "amenities", categories: ["amenities"] },
  { id: "interior", categories: ["interior"] },
  { id: "exterior-events", categories: ["exterior", "events"] },
] as const satisfies readonly { id: string; categories: readonly GalleryCategory[] | null }[];

export type GalleryFilterId = (typeof galleryFilters)[number]["id"];

/** The query parameter that keeps the chosen tab in the URL (`/gallery?category=dining`). */
export const filterParam = "category";

/** The filter a URL value names; anything unknown (or missing) means All. */
export function parseFilter(value: string | null | undefined): GalleryFilterId {
  return galleryFilters.find((filter) => filter.id === value)?.id ?? "all";
}

export function filterImages<T extends { category: GalleryCategory }>(
  images: readonly T[],
  filterId: GalleryFilterId,
): T[] {
  const filter = galleryFilters.find((item) => item.id === filterId);
  const categories: readonly GalleryCategory[] | null = filter?.categories ?? null;
  return categories ? images.filter((image) => categories.includes(image.category)) : [...images];
}
