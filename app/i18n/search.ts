import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { searchMessages as bnSearchMessages } from "./bn-search";
import { searchMessages as enSearchMessages } from "./en-search";
import { defineMessages } from "./messages";

/** The search area in this build's language (docs/decisions/0007); only its routes load it. */
export const searchMessages: Catalogue<typeof enSearchMessages> =
  LOCALE === "bn" ? bnSearchMessages : enSearchMessages;
export const useSearchMessages = defineMessages(searchMessages);
