import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { homeMessages as bnHomeMessages, homePage as bnHomePage } from "./bn-home";
import { homeMessages as enHomeMessages, homePage as enHomePage } from "./en-home";
import { defineMessages } from "./messages";

/** The home area in this build's language (docs/decisions/0007); only its routes load it. */
export const homeMessages: Catalogue<typeof enHomeMessages> =
  LOCALE === "bn" ? bnHomeMessages : enHomeMessages;
export const useHomeMessages = defineMessages(homeMessages);
export const homePage: PageCopy = LOCALE === "bn" ? bnHomePage : enHomePage;
