import { LOCALE } from "../lib/locale";
import { roomsText as bnText } from "./bn/rooms";
import { roomsText as enText } from "./en/rooms";
import type { Room, RoomId } from "./schemas";

const text = LOCALE === "bn" ? bnText : enText;

type WithAlts<T extends readonly { readonly id: string }[]> = {
  -readonly [K in keyof T]: T[K] & { alt: string };
};

/**
 * Pairs each photo with its alt text in order. Mapping the tuple keeps its type, so the schema's
 * "at least three photos" still holds at compile time; the parity test keeps the lists equally long.
 */
function withAlts<const T extends readonly { readonly id: string }[]>(
  photos: T,
  alts: readonly string[],
): WithAlts<T> {
  return photos.map((photo, index) => ({
    ...photo,
    alt: alts[index] ?? "",
  })) as unknown as WithAlts<T>;
}

/** The one room catalogue (spec section 3, rooms-list table; spec-decisions). */
export const rooms = (
  [
    {
      id: "standard",
      pricePerNight: 179,
      capacity: 2,
      area: 28,
      images: [
        { id: "1631049307264-da0ec9d70304" },
        { id: "1618773928121-c32242e63f39" },
        { id: "1584132967334-10e028bd69f7" },
      ],
      category: "standard",
    },
    {
      id: "deluxe",
      pricePerNight: 249,
      capacity: 2,
      area: 35,
      images: [
        { id: "1611892440504-42a792e24d32" },
        { id: "1590490360182-c33d57733427" },
        { id: "1552321554-5fefe8c9ef14" },
      ],
      category: "deluxe",
    },
    {
      id: "executive-suite",
      pricePerNight: 349,
      capacity: 2,
      area: 55,
      images: [
        { id: "1578683010236-d716f9a3f461" },
        { id: "1591088398332-8a7791972843" },
        { id: "1560448204-e02f11c3d0e2" },
      ],
      category: "suite",
    },
    {
      id: "family-suite",
      pricePerNight: 429,
      capacity: 4,
      area: 75,
      images: [
        { id: "1596394516093-501ba68a0ba6" },
        { id: "1566665797739-1674de7a421a" },
        { id: "1582719478250-c89cae4dc85b" },
      ],
      category: "suite",
    },
    {
      id: "presidential-suite",
      pricePerNight: 899,
      capacity: 4,
      area: 120,
      images: [
        { id: "1566073771259-6a8506099945" },
        { id: "1571896349842-33c89424de2d" },
        { id: "1540518614846-7eded433c457" },
      ],
      category: "suite",
    },
    {
      id: "garden-view",
      pricePerNight: 219,
      capacity: 2,
      area: 32,
      images: [
        { id: "1590381105924-c72589b9ef3f" },
        { id: "1595576508898-0ad5c879a061" },
        { id: "1584622650111-993a426fbf0a" },
      ],
      category: "standard",
    },
  ] as const
).map((room) => {
  const words = text[room.id];
  return {
    ...room,
    name: words.name,
    shortDescription: words.shortDescription,
    bedType: words.bedType,
    view: words.view,
    images: withAlts(room.images, words.imageAlts),
  };
}) satisfies readonly Room[];

/** The room ids in catalogue order, as a zod enum takes them. */
export const roomIds = rooms.map((room) => room.id) as [RoomId, ...RoomId[]];

/** Reservation ids from the spec that keep working and show the real room (spec-decisions). */
export const roomAliases = {
  suite: "executive-suite",
  family: "family-suite",
} as const satisfies Record<string, RoomId>;

export function findRoom(id: string): Room | undefined {
  const realId = (roomAliases as Record<string, RoomId>)[id] ?? id;
  return rooms.find((room) => room.id === realId);
}
