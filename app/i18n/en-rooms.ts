/** Strings of the rooms area; part of the English catalogue (en.ts). */
export const roomsMessages = {
  notFoundTitle: "Room not found",
  notFoundText: "The room you're looking for doesn't exist.",
  viewAll: "View All Rooms",
} as const;
