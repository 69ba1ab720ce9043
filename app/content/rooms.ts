import entries from "virtual:content/rooms";
import type { ContentModule } from "./collections";

export type Room = ContentModule<"rooms">[number];
export type RoomId = Room["id"];

/** The one room catalogue, from content/rooms/, in list order (spec-decisions). */
export const rooms = entries as ContentModule<"rooms">;

/** The room ids in catalogue order, as a zod enum takes them. */
export const roomIds = rooms.map((room) => room.id) as [RoomId, ...RoomId[]];

/** Reservation ids from the spec that keep working and show the real room (spec-decisions). */
export const roomAliases: Readonly<Record<string, RoomId>> = {
  suite: "executive-suite",
  family: "family-suite",
};

export function findRoom(id: string): Room | undefined {
  const realId = roomAliases[id] ?? id;
  return rooms.find((room) => room.id === realId);
}
