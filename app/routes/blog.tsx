import type { Route } from "./+types/blog";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { blogPosts } from "~/content/blog";
import { BlogList } from "~/features/blog/blog-list";
import { blogPage } from "~/i18n/blog";

export const meta: Route.MetaFunction = () => pageMeta("blog", blogPage);

export default function BlogPage() {
  return (
    <>
      <PageHero
        title={blogPage.heading}
        intro={blogPage.intro}
        photoId="1587974928442-77dc3e0dba72"
        photoAlt={blogPage.photoAlt}
      />
      <BlogList posts={blogPosts} />
    </>
  );
}
