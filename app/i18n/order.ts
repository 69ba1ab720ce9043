import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { orderMessages as bnOrderMessages, orderPage as bnOrderPage } from "./bn-order";
import { orderMessages as enOrderMessages, orderPage as enOrderPage } from "./en-order";
import { defineMessages } from "./messages";

/** The order area in this build's language (docs/decisions/0007); only its routes load it. */
export const orderMessages: Catalogue<typeof enOrderMessages> =
  LOCALE === "bn" ? bnOrderMessages : enOrderMessages;
export const useOrderMessages = defineMessages(orderMessages);
export const orderPage: PageCopy = LOCALE === "bn" ? bnOrderPage : enOrderPage;
