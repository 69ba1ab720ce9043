/** The search palette's groups, in display order. No zod here: the palette imports it. */
export const searchCategories = [
  "Navigation",
  "Booking",
  "Rooms",
  "Dining",
  "Information",
] as const;
