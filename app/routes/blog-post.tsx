import { Link, useParams } from "react-router";
import type { Route } from "./+types/blog-post";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { staticIsland } from "~/components/ui/static-island";
import { blogPosts, findPost } from "~/content/blog";
import { PostArticle } from "~/features/blog/post-article";
import { blogPostingData } from "~/features/blog/post-structured-data";
import { RelatedArticles } from "~/features/blog/related-articles";
import { useBlogMessages } from "~/i18n/blog";
import { blogMessages } from "~/i18n/blog";
import { blogPage } from "~/i18n/blog";
import { itemPath, pagePath } from "~/content/pages";

export const meta: Route.MetaFunction = ({ params }) => {
  const post = findPost(params.id);
  // Unknown ids are served with HTTP 404 and kept out of search results (noindex).
  if (!post)
    return pageMeta(null, {
      title: blogMessages.notFoundTitle,
      description: blogMessages.notFoundText,
    });
  return [
    ...pageMeta("blog", blogPage, {
      title: post.pageTitle,
      description: post.excerpt,
      path: itemPath("post", post.id),
      photoId: post.image.id,
    }),
    // Prerendered HTML only, as on the home page (app/routes/home.tsx).
    ...(import.meta.env.SSR ? [{ "script:ld+json": blogPostingData(post) }] : []),
  ];
};

const PostBody = staticIsland(() =>
  import("~/features/blog/post-body").then((module) => module.PostBody),
);

export default function BlogPostPage() {
  const blogM = useBlogMessages();
  const { id = "" } = useParams();
  const post = findPost(id);
  if (!post) {
    return (
      <PageHero size="slim" title={blogM.notFoundTitle} intro={blogM.notFoundText}>
        <Link to={pagePath("blog")} className={buttonVariants({ variant: "gold" })}>
          {blogM.back}
        </Link>
      </PageHero>
    );
  }
  return (
    <>
      <PostArticle
        key={post.id}
        post={post}
        body={<PostBody key={post.id} id={post.id} author={post.author} />}
      />
      <RelatedArticles post={post} all={blogPosts} />
    </>
  );
}
