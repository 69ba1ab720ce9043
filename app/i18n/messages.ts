import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { bn } from "./bn";
import { en, type Messages } from "./en";

/** This build's site-wide catalogue (docs/decisions/0007): the other language is not bundled. */
const messages: Catalogue<Messages> = LOCALE === "bn" ? bn : en;

/** The site-wide catalogue (shell, navigation, page titles): small, on every page. */
export function useMessages(): Catalogue<Messages> {
  return messages;
}

/** Outside React (error boundary, meta functions): the same catalogue. */
export const siteMessages = messages;
