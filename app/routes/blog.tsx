import type { Route } from "./+types/blog";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { entriesOf, pageCopyOf } from "~/content/server/content.server";
import { postCard } from "~/content/schemas/collections/blog";
import { BlogList } from "~/components/sections/blog/blog-list";

// The cards only: each post's body loads with its own page.
export const loader = () => ({
  copy: pageCopyOf("blog-page"),
  posts: entriesOf("blog").map(postCard),
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("blog", loaderData?.copy);

export default function BlogPage({ loaderData: { copy, posts } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <BlogList posts={posts} />
    </>
  );
}
