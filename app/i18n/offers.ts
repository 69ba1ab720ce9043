import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { offersMessages as bnOffersMessages, offersPage as bnOffersPage } from "./bn-offers";
import { offersMessages as enOffersMessages, offersPage as enOffersPage } from "./en-offers";
import { defineMessages } from "./messages";

/** The offers area in this build's language (docs/decisions/0007); only its routes load it. */
export const offersMessages: Catalogue<typeof enOffersMessages> =
  LOCALE === "bn" ? bnOffersMessages : enOffersMessages;
export const useOffersMessages = defineMessages(offersMessages);
export const offersPage: PageCopy = LOCALE === "bn" ? bnOffersPage : enOffersPage;
