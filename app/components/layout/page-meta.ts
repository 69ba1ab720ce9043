import { pages } from "~/content/pages";
import type { PageKey } from "~/content/schemas";
import { site } from "~/content/site";
import { en } from "~/i18n/en";
import type { PageCopy } from "~/i18n/en-pages";
import { buildMeta } from "~/lib/seo";
import { photoUrl } from "~/lib/photo";

type Overrides = {
  title?: string;
  description?: string;
  path?: string;
  photoId?: string;
  noindex?: boolean;
};

export function absoluteUrl(path: string) {
  return `${site.origin}${path === "/" ? "/" : path}`;
}

/**
 * Head tags for a page of the route table; aliases get the primary path as canonical. The route
 * passes its own copy (from en-pages.ts), so no page bundles every page's title and description.
 */
export function pageMeta(
  key: PageKey | null,
  copy: Pick<PageCopy, "title" | "description"> = en.notFound,
  overrides: Overrides = {},
) {
  return buildMeta({
    title: overrides.title ?? copy.title,
    titleSuffix: site.titleSuffix,
    description: overrides.description ?? copy.description,
    url: absoluteUrl(overrides.path ?? (key ? pages[key].path : "/")),
    siteName: site.name,
    locale: en.locale,
    image: overrides.photoId ? photoUrl(overrides.photoId, 1200) : undefined,
    noindex: overrides.noindex ?? key === null,
  });
}
