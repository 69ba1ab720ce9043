import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import {
  reservationsMessages as bnReservationsMessages,
  reservationsPage as bnReservationsPage,
} from "./bn-reservations";
import {
  reservationsMessages as enReservationsMessages,
  reservationsPage as enReservationsPage,
} from "./en-reservations";
import { defineMessages } from "./messages";

/** The reservations area in this build's language (docs/decisions/0007); only its routes load it. */
export const reservationsMessages: Catalogue<typeof enReservationsMessages> =
  LOCALE === "bn" ? bnReservationsMessages : enReservationsMessages;
export const useReservationsMessages = defineMessages(reservationsMessages);
export const reservationsPage: PageCopy = LOCALE === "bn" ? bnReservationsPage : enReservationsPage;
