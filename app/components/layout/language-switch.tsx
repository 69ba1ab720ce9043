import { useLocation, useMatches } from "react-router";
import { useClientValue } from "~/components/ui/use-hydrated";
import { notFoundPage } from "~/content/runtime/pages";
import { site as m } from "~/locale/site";
import { cn } from "~/lib/cn";
import { LOCALE, localizedPath } from "~/lib/locale";

/**
 * The same page in the other language. A plain link, not a router link: the other language is its
 * own build (docs/decisions/0007). The query string (a chosen room, say) comes along once the page
 * is hydrated; the cart and booking draft live in browser storage and survive the switch. On the
 * not-found page it leads to the other language's home page: the missing path would only miss
 * again, and the prerendered not-found page knows only its own file's path.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  // The prerendered HTML has no query string or hash.
  const suffix = useClientValue(`${search}${hash}`, "");
  const other = LOCALE === "bn" ? "en" : "bn";
  // Prerendered pages see their path with a trailing slash; links name the clean URL.
  const path = pathname.replace(/(.)\/+$/, "$1");
  const notFound = useMatches().at(-1)?.id === notFoundPage.id;
  const href = notFound ? localizedPath("/", other) : `${localizedPath(path, other)}${suffix}`;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={m.language.switchLabel}
      className={cn("inline-flex items-center gap-1.5 hover:underline", className)}
    >
      {m.language.switchTo}
    </a>
  );
}
