import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { contactSectionMessages as bnMessages } from "./bn-contact-sections";
import { contactSectionMessages as enMessages } from "./en-contact-sections";
import { defineMessages } from "./messages";

/** The contact page's static sections in this build's language (docs/decisions/0007, 0010). */
export const contactSectionMessages: Catalogue<typeof enMessages> =
  LOCALE === "bn" ? bnMessages : enMessages;
export const useContactSectionMessages = defineMessages(contactSectionMessages);
