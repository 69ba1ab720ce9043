import type { HourId } from "~/content/schemas/hour-ids";

/** Each service's and restaurant's name as its opening hours are written (chat, search). */
export const hourNames = {
  frontDesk: "Front desk",
  concierge: "Concierge",
  roomService: "Room service",
  fineDining: "Fine dining restaurant, dinner",
  terraceLunch: "Terrace Bistro, lunch",
  terraceDinner: "Terrace Bistro, dinner",
  bar: "Bar & Lounge",
  breakfastWeekdays: "Breakfast, weekdays",
  breakfastWeekends: "Breakfast, weekends",
} satisfies Record<HourId, string>;
