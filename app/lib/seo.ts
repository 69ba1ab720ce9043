export type MetaInput = {
  title: string;
  titleSuffix: string;
  description: string;
  /** Absolute canonical URL (aliases pass their primary path's URL). */
  url: string;
  siteName: string;
  image?: string;
  locale: string;
  /** The same page in every language (hreflang), x-default included; omitted for noindex pages. */
  alternates?: { hreflang: string; href: string }[];
  /** The other languages' Open Graph locales. */
  alternateLocales?: string[];
  noindex?: boolean;
};

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

/** The head tags every page carries: title, description, canonical, Open Graph and Twitter card. */
export function buildMeta(input: MetaInput): MetaTag[] {
  const fullTitle = `${input.title}${input.titleSuffix}`;
  const tags: MetaTag[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: input.locale.replace("-", "_") },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: input.url });
    tags.push({ property: "og:url", content: input.url });
    for (const { hreflang, href } of input.alternates ?? []) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: hreflang, href });
    }
  }
  for (const locale of input.alternateLocales ?? []) {
    tags.push({ property: "og:locale:alternate", content: locale.replace("-", "_") });
  }
  if (input.image) tags.push({ property: "og:image", content: input.image });
  return tags;
}
