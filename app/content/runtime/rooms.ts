import entries from "virtual:content/rooms";
import type { ContentModule, LocalizedEntry } from "../schemas/collections";
import { roomAliases } from "./room-aliases";

export type Room = ContentModule<"rooms">[number];
export type RoomId = Room["id"];
/** A room with its long description and features, as its own page shows it. */
export type RoomWithDetails = LocalizedEntry<"rooms">;

/** The room cards the booking forms offer, from content/rooms/, in list order. */
export const rooms = entries as ContentModule<"rooms">;

/** The room ids in catalogue order, as a zod enum takes them. */
export const roomIds = rooms.map((room) => room.id) as [RoomId, ...RoomId[]];

export { roomAliases };

/** A room of `list` by its id or one of its old addresses. */
export function findRoomIn<R extends { id: string }>(list: readonly R[], id: string) {
  const realId = roomAliases[id] ?? id;
  return list.find((room) => room.id === realId);
}

export function findRoom(id: string): Room | undefined {
  return findRoomIn(rooms, id);
}
