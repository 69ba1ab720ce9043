import type { Route } from "./+types/blog";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { blogPosts } from "~/content/blog";
import { BlogList } from "~/features/blog/blog-list";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("blog");

export default function BlogPage() {
  const m = useMessages();
  return (
    <>
      <PageHero
        title={m.pages.blog.heading}
        intro={m.pages.blog.intro}
        photoId="1587974928442-77dc3e0dba72"
        photoAlt="Tea bushes on a Sylhet hillside"
      />
      <BlogList posts={blogPosts} />
    </>
  );
}
