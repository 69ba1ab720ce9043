import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { diningMessages as bnDiningMessages, diningPage as bnDiningPage } from "./bn-dining";
import { diningMessages as enDiningMessages, diningPage as enDiningPage } from "./en-dining";
import { defineMessages } from "./messages";

/** The dining area in this build's language (docs/decisions/0007); only its routes load it. */
export const diningMessages: Catalogue<typeof enDiningMessages> =
  LOCALE === "bn" ? bnDiningMessages : enDiningMessages;
export const useDiningMessages = defineMessages(diningMessages);
export const diningPage: PageCopy = LOCALE === "bn" ? bnDiningPage : enDiningPage;
