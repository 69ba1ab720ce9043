// The services and venues whose hours the site states, in display order. Apart from the policies'
// schema so pages that name an hours entry do not load zod with it.
export const hourIds = [
  "frontDesk",
  "concierge",
  "roomService",
  "fineDining",
  "terraceLunch",
  "terraceDinner",
  "bar",
  "breakfastWeekdays",
  "breakfastWeekends",
] as const;

export type HourId = (typeof hourIds)[number];
