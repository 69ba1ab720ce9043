import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { diningSectionMessages as bnMessages } from "./bn-dining-sections";
import { diningSectionMessages as enMessages } from "./en-dining-sections";
import { defineMessages } from "./messages";

/** The dining page's static sections in this build's language (docs/decisions/0007, 0010). */
export const diningSectionMessages: Catalogue<typeof enMessages> =
  LOCALE === "bn" ? bnMessages : enMessages;
export const useDiningSectionMessages = defineMessages(diningSectionMessages);
