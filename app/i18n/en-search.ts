/** Strings of the search palette, read with `useSearchMessages()`: loaded when it first opens. */
export const searchMessages = {
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
