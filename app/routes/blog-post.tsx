import { Link, useParams } from "react-router";
import type { Route } from "./+types/blog-post";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { findPost } from "~/content/blog";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = ({ params }) => {
  const post = findPost(params.id);
  if (!post) return pageMeta(null, { title: "Post not found", description: "The article you're looking for doesn't exist." });
  return pageMeta("blog", {
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.id}`,
    photoId: post.image.id,
  });
};

export default function BlogPostPage() {
  const m = useMessages();
  const { id = "" } = useParams();
  const post = findPost(id);
  if (!post) {
    return (
      <PageHero size="slim" title={m.blog.notFoundTitle}>
        <Link to="/blog" className={buttonVariants({ variant: "gold" })}>
          {m.blog.back}
        </Link>
      </PageHero>
    );
  }
  return <PageHero title={post.title} intro={post.excerpt} photoId={post.image.id} photoAlt={post.image.alt} />;
}
