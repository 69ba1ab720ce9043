import type { BlogPosting, WithContext } from "schema-dts";
import { absolutePhotoUrl, absoluteUrl } from "~/components/layout/page-meta";
import type { BlogPost } from "~/content/schemas/collections/blog";
import { site } from "~/content/runtime/site";
import { LOCALE } from "~/lib/locale";
import { itemPath, pagePath } from "~/content/runtime/pages";

/** schema.org BlogPosting for a post page, published by the hotel. */
export function blogPostingData(post: BlogPost): WithContext<BlogPosting> {
  const url = absoluteUrl(itemPath("post", post.id));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    image: absolutePhotoUrl(post.image.id, 1200),
    datePublished: post.date,
    articleSection: post.category,
    timeRequired: `PT${post.readTime}M`,
    inLanguage: LOCALE,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Hotel",
      "@id": `${site.origin}/#hotel`,
      name: site.name,
      url: absoluteUrl(pagePath("home")),
    },
  };
}
