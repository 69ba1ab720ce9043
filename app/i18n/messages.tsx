import { createContext, use } from "react";
import { en, type Messages } from "./en";

export type Locale = "en";

const LocaleContext = createContext<Locale>("en");
const catalogues: Record<Locale, Messages> = { en };

export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return use(LocaleContext);
}

/** The site-wide catalogue (shell, navigation, page titles): small, on every page. */
export function useMessages(): Messages {
  return catalogues[use(LocaleContext)];
}

/**
 * A hook for one area's catalogue. The area's strings are bundled with the routes that call the hook,
 * not with every page.
 */
export function defineMessages<T>(byLocale: Record<Locale, T>): () => T {
  return function useAreaMessages() {
    return byLocale[use(LocaleContext)];
  };
}
