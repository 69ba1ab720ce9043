import type { Room, RoomId } from "~/content/runtime/rooms";

// Rooms search: a case-insensitive substring of name or description (the long one,
// or the short one a card shows, so what a guest reads can be found), combined with the tab. "all"
// shows every category; "standard" and "suite" match the category exactly, so deluxe rooms appear
// only under All Rooms. The long descriptions load when a guest starts to search
// (rooms-browser.tsx); until they are there (`null`), the names and short texts are searched.

export const roomTabs = ["all", "standard", "suite"] as const;
export type RoomTab = (typeof roomTabs)[number];

export function isRoomTab(value: string): value is RoomTab {
  return (roomTabs as readonly string[]).includes(value);
}

export function filterRooms<T extends Pick<Room, "id" | "name" | "shortDescription" | "category">>(
  rooms: readonly T[],
  tab: RoomTab,
  query: string,
  long: Readonly<Record<RoomId, { description: string }>> | null,
): T[] {
  const needle = query.trim().toLocaleLowerCase("en");
  return rooms.filter(
    (room) =>
      (tab === "all" || room.category === tab) &&
      (needle === "" ||
        room.name.toLocaleLowerCase("en").includes(needle) ||
        long?.[room.id]?.description.toLocaleLowerCase("en").includes(needle) === true ||
        room.shortDescription.toLocaleLowerCase("en").includes(needle)),
  );
}
