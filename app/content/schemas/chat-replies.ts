// The chat's replies by name (content/chat.yaml keys each reply, with its trigger words, by one of
// these), in the editor's order. Apart from the chat's schema so the chat's code does not load zod.
export const chatReplyKeys = [
  "greeting",
  "handover",
  "checkInOut",
  "breakfast",
  "roomService",
  "hours",
  "parking",
  "airport",
  "payment",
  "halal",
  "dietary",
  "pool",
  "amenities",
  "cancellation",
  "pets",
  "policies",
  "delivery",
  "directions",
  "offers",
  "prices",
  "availability",
] as const;

export type ChatReplyKey = (typeof chatReplyKeys)[number];
