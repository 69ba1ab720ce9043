import { defineMessages } from "./messages";

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

/** This area's strings, bundled only with the routes that use them. */
export const useGalleryMessages = defineMessages({ en: galleryMessages });
