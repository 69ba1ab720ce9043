import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { cartMessages as bnCartMessages, cartPage as bnCartPage } from "./bn-cart";
import { cartMessages as enCartMessages, cartPage as enCartPage } from "./en-cart";
import { defineMessages } from "./messages";

/** The cart area in this build's language (docs/decisions/0007); only its routes load it. */
export const cartMessages: Catalogue<typeof enCartMessages> =
  LOCALE === "bn" ? bnCartMessages : enCartMessages;
export const useCartMessages = defineMessages(cartMessages);
export const cartPage: PageCopy = LOCALE === "bn" ? bnCartPage : enCartPage;
