import { pages, type PageKey } from "~/content/runtime/pages";
import { site, siteText } from "~/content/runtime/site";
import type { PageCopy } from "~/content/schemas/collections/pages";
import { site as m } from "~/locale/site";
import { LOCALE, localeTags, localizedPath, locales, type Locale } from "~/lib/locale";
import { buildMeta } from "~/lib/seo";
import { photoHostUrl } from "~/lib/photo";

type Overrides = {
  title?: string;
  description?: string;
  path?: string;
  photoId?: string;
  noindex?: boolean;
};

/** A site path's full URL in a locale (this build's by default): `/rooms` -> `https://…/bn/rooms`. */
export function absoluteUrl(path: string, locale: Locale = LOCALE) {
  return `${site.origin}${localizedPath(path, locale)}`;
}

/** A photo's full URL: the photo host's, or the site's own for a photo uploaded in the editor. */
export const absolutePhotoUrl = (id: string, width: number) =>
  new URL(photoHostUrl(id, width), site.origin).href;

/** The same page in each language, and x-default (English) for everyone else. */
export function alternateUrls(path: string) {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: absoluteUrl(path, locale) })),
    { hreflang: "x-default", href: absoluteUrl(path, "en") },
  ];
}

/**
 * Head tags for a page of the route table; aliases get the primary path as canonical. The route
 * passes its own copy (from its area, in the build's language), so no page bundles every page's title and description.
 */
export function pageMeta(
  key: PageKey | null,
  copy: Pick<PageCopy, "title" | "description"> = m.notFound,
  overrides: Overrides = {},
) {
  const path = overrides.path ?? (key ? pages[key].path : "/");
  return buildMeta({
    title: overrides.title ?? copy.title,
    titleSuffix: siteText.titleSuffix,
    description: overrides.description ?? copy.description,
    url: absoluteUrl(path),
    alternates: alternateUrls(path),
    siteName: siteText.name,
    locale: localeTags[LOCALE],
    alternateLocales: locales.filter((locale) => locale !== LOCALE).map((l) => localeTags[l]),
    image: overrides.photoId ? absolutePhotoUrl(overrides.photoId, 1200) : undefined,
    noindex: overrides.noindex ?? key === null,
  });
}
