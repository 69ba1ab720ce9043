import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { roomsMessages as bnRoomsMessages, roomsPage as bnRoomsPage } from "./bn-rooms";
import { roomsMessages as enRoomsMessages, roomsPage as enRoomsPage } from "./en-rooms";
import { defineMessages } from "./messages";

/** The rooms area in this build's language (docs/decisions/0007); only its routes load it. */
export const roomsMessages: Catalogue<typeof enRoomsMessages> =
  LOCALE === "bn" ? bnRoomsMessages : enRoomsMessages;
export const useRoomsMessages = defineMessages(roomsMessages);
export const roomsPage: PageCopy = LOCALE === "bn" ? bnRoomsPage : enRoomsPage;
