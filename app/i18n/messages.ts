import type { Catalogue } from "~/lib/catalogue";
import { LOCALE, type Locale } from "~/lib/locale";
import { bn } from "./bn";
import { en, type Messages } from "./en";

export type { Locale };

/** This build's site-wide catalogue (docs/decisions/0007): the other language is not bundled. */
const messages: Catalogue<Messages> = LOCALE === "bn" ? bn : en;

/** The site-wide catalogue (shell, navigation, page titles): small, on every page. */
export function useMessages(): Catalogue<Messages> {
  return messages;
}

/** Outside React (error boundary, meta functions): the same catalogue. */
export const siteMessages = messages;

/**
 * A hook for one area's catalogue. The area's strings are bundled with the routes that call the hook,
 * not with every page; `app/i18n/<area>.ts` passes the build's language.
 */
export function defineMessages<T>(messages: T): () => T {
  return function useAreaMessages() {
    return messages;
  };
}
