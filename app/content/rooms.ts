import entries from "virtual:content/rooms";
import type { ContentModule } from "./collections";
import { roomAliases } from "./room-aliases";

export type Room = ContentModule<"rooms">[number];
export type RoomId = Room["id"];

/** The one room catalogue, from content/rooms/, in list order (spec-decisions). */
export const rooms = entries as ContentModule<"rooms">;

/** The room ids in catalogue order, as a zod enum takes them. */
export const roomIds = rooms.map((room) => room.id) as [RoomId, ...RoomId[]];

export { roomAliases };

export function findRoom(id: string): Room | undefined {
  const realId = roomAliases[id] ?? id;
  return rooms.find((room) => room.id === realId);
}
