import { LOCALE } from "../lib/locale";
import { roomDetailText as bnText } from "./bn/room-details";
import { roomDetailText as enText } from "./en/room-details";
import type { RoomId } from "./schemas";

// Each room's long description and features, apart from the catalogue: only a room's full view
// and the rooms search read them, so a room page's first load goes without (docs/decisions/0010).
const text = LOCALE === "bn" ? bnText : enText;

/** The description and features of every room, by room id. */
export const roomDetails: Readonly<
  Record<RoomId, { readonly description: string; readonly features: readonly string[] }>
> = text;
