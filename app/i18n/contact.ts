import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { contactMessages as bnContactMessages, contactPage as bnContactPage } from "./bn-contact";
import { contactMessages as enContactMessages, contactPage as enContactPage } from "./en-contact";
import { defineMessages } from "./messages";

export type ContactMessages = Catalogue<typeof enContactMessages>;

/** The contact area in this build's language (docs/decisions/0007); only its routes load it. */
export const contactMessages: Catalogue<typeof enContactMessages> =
  LOCALE === "bn" ? bnContactMessages : enContactMessages;
export const useContactMessages = defineMessages(contactMessages);
export const contactPage: PageCopy = LOCALE === "bn" ? bnContactPage : enContactPage;
