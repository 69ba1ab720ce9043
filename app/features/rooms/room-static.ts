// The room pages' sections that do nothing in the browser (links, photos, text), in one chunk for
// the static islands of room-page.tsx and routes/room-detail.tsx (docs/decisions/0010).
export { OtherRooms } from "./other-rooms";
export { RoomNotFound } from "./room-not-found";
