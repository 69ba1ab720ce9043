/** Strings of the gallery area, loaded only by the pages that show them. */
export const gallery = {
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
