/** The rooms list's words (/rooms): its heading, type tabs, search and empty state. Apart from
 * ./rooms so a room's own page does not carry them. */
export const roomsList = {
  listEyebrow: "Stay with us",
  listTitle: "Find your room",
  listIntro: "Six rooms and suites, each with breakfast, Wi-Fi and our welcome.",
  tabsLabel: "Room type",
  tabs: { all: "All Rooms", standard: "Standard", suite: "Suites" },
  searchLabel: "Search rooms",
  searchPlaceholder: "Search rooms...",
  resultCount: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} rooms` : `Showing ${shown} of ${total} rooms`,
  empty: "No rooms match your search criteria.",
  emptyHint: "Try another word or show every room type.",
  reset: "Reset Filters",
};
