import type { PageCopy } from "./en-pages";

/** Strings of the gallery area; read with `useGalleryMessages()` (only its routes load them). */
export const galleryMessages = {
  heading: "Photo Gallery",
  filterLabel: "Show photos by category",
  filters: {
    all: "All",
    rooms: "Rooms",
    dining: "Dining",
    amenities: "Amenities",
    interior: "Interior",
    "exterior-events": "Exterior & Events",
  },
  showing: (count: number, total: number) =>
    count === total ? `Showing all ${total} photos` : `Showing ${count} of ${total} photos`,
  empty: "No images found in this category.",
  viewAll: "View All Images",
  enlarge: (title: string) => `View larger: ${title}`,
} as const;

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const galleryPage = {
  photoAlt: "The hotel garden and pool at sunset",
  title: "Photo Gallery",
  description:
    "Photos of our rooms, restaurant, amenities, interiors, riverside exterior and events in Sylhet, with a full-screen viewer.",
  heading: "Gallery",
  intro: "A look at our rooms, our table and the river light that fills the hotel.",
} satisfies PageCopy;
