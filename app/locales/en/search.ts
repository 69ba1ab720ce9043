/** Labels of the search palette (its entries: features/search/search-index.ts): loaded when it first opens. */
export const search = {
  label: "Search the site",
  placeholder: "Search Surma Riverside Hotel...",
  empty: "No results found.",
  close: "Close search",
  categories: {
    Navigation: "Navigation",
    Booking: "Booking",
    Rooms: "Rooms",
    Dining: "Dining",
    Information: "Information",
  },
} as const;
