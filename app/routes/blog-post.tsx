import { Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { staticIsland } from "~/components/ui/static-island";
import { entriesOf, pageCopyOf } from "~/content/server/content.server";
import { fillFacts, hotelFacts } from "~/content/server/facts.server";
import { postCard } from "~/content/schemas/collections/blog";
import { PostArticle } from "~/components/sections/blog/post-article";
import { blogPostingData } from "~/components/sections/blog/post-structured-data";
import {
  LatestArticles,
  RelatedArticles,
  RELATED_LIMIT,
} from "~/components/sections/blog/related-articles";
import { relatedPosts } from "~/components/sections/blog/related";
import { blog as t } from "~/locale/blog";
import { itemPath, pagePath } from "~/content/runtime/pages";

// The post, its body for the static island and its related cards; nothing of the other posts.
export const loader = ({ params }: Route.LoaderArgs) => {
  const posts = entriesOf("blog");
  const post = posts.find((entry) => entry.id === params.id);
  const copy = pageCopyOf("blog-page");
  // A missing post's page offers the newest posts instead (entries come newest first).
  if (!post)
    return { copy, post: null, words: null, related: posts.slice(0, RELATED_LIMIT).map(postCard) };
  const facts = hotelFacts();
  // A post names the hotel's times and policies with placeholders ({checkIn}), filled here.
  const body = post.body.map((paragraph, index) =>
    fillFacts(paragraph, facts, `content/blog/${post.id}.yaml: body.${index}`),
  );
  return {
    copy,
    post: postCard(post),
    words: { body, quote: post.quote },
    related: relatedPosts(post, posts, RELATED_LIMIT).map(postCard),
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.post;
  // Unknown ids are served with HTTP 404 and kept out of search results (noindex).
  if (!post) return pageMeta(null, { title: t.notFoundTitle, description: t.notFoundText });
  return [
    ...pageMeta("blog", loaderData.copy, {
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
  import("~/components/sections/blog/post-body").then((module) => module.PostBody),
);

export default function BlogPostPage({
  loaderData: { post, words, related },
}: Route.ComponentProps) {
  if (!post || !words) {
    return (
      <>
        <PageHero size="slim" title={t.notFoundTitle} intro={t.notFoundText}>
          <Link to={pagePath("blog")} className={buttonVariants({ variant: "gold" })}>
            {t.back}
          </Link>
        </PageHero>
        <LatestArticles posts={related} />
      </>
    );
  }
  return (
    <>
      <PostArticle
        key={post.id}
        post={post}
        body={<PostBody key={post.id} {...words} author={post.author} />}
      />
      <RelatedArticles post={post} related={related} />
    </>
  );
}
