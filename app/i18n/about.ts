import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { aboutMessages as bnAboutMessages, aboutPage as bnAboutPage } from "./bn-about";
import { aboutMessages as enAboutMessages, aboutPage as enAboutPage } from "./en-about";
import { defineMessages } from "./messages";

/** The about area in this build's language (docs/decisions/0007); only its routes load it. */
export const aboutMessages: Catalogue<typeof enAboutMessages> =
  LOCALE === "bn" ? bnAboutMessages : enAboutMessages;
export const useAboutMessages = defineMessages(aboutMessages);
export const aboutPage: PageCopy = LOCALE === "bn" ? bnAboutPage : enAboutPage;
