import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { contactRequestMessages as bnMessages } from "./bn-contact-requests";
import { contactRequestMessages as enMessages } from "./en-contact-requests";
import { defineMessages } from "./messages";

export type ContactRequestMessages = Catalogue<typeof enMessages>;
export type ContactErrorKey = keyof ContactRequestMessages["errors"];

/** The reservation requests and validation messages in this build's language; only the lazy
 * chunks of the contact page (its request forms and its validation) load them. */
export const contactRequestMessages: ContactRequestMessages =
  LOCALE === "bn" ? bnMessages : enMessages;
export const useContactRequestMessages = defineMessages(contactRequestMessages);
