/** The search palette's groups, in display order (spec section 2). No zod here: the palette imports it. */
export const searchCategories = [
  "Navigation",
  "Booking",
  "Rooms",
  "Dining",
  "Information",
] as const;
