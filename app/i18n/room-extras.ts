import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { roomExtrasMessages as bnMessages } from "./bn-room-extras";
import { roomExtrasMessages as enMessages } from "./en-room-extras";
import { defineMessages } from "./messages";

/** The room pages' Amenities and Policies tabs in this build's language (decisions 0007, 0010). */
export const roomExtrasMessages: Catalogue<typeof enMessages> =
  LOCALE === "bn" ? bnMessages : enMessages;
export const useRoomExtrasMessages = defineMessages(roomExtrasMessages);
