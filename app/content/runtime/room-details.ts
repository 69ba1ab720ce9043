import entries from "virtual:content/room-details";
import type { ContentModule } from "../schemas/collections";
import type { RoomId } from "./rooms";

// Each room's long description and features, apart from the catalogue: only a room's full view
// and the rooms search read them, so a room page's first load goes without (docs/decisions/0010).

/** The description and features of every room, by room id. */
export const roomDetails: Readonly<
  Record<RoomId, { readonly description: string; readonly features: readonly string[] }>
> = Object.fromEntries(
  (entries as ContentModule<"room-details">).map(({ id, ...details }) => [id, details]),
);

/** What a room without a details entry shows; the content check makes it unreachable. */
export const noDetails = { description: "", features: [] } as const;
