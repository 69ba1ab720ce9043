import { BookOpen } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { BlogPost } from "~/content/schemas/collections/blog";
import { PostCard } from "./post-card";
import { truncate } from "./related";
import { blog as t } from "~/locale/blog";
import { pagePath } from "~/content/runtime/pages";

export const RELATED_LIMIT = 3;
const EXCERPT_LENGTH = 100;

/** A section of up to three post cards under a heading, excerpts cut to 100 characters. */
function ArticlesSection({
  title,
  intro,
  posts,
  empty,
}: {
  title: string;
  intro?: string;
  posts: readonly BlogPost[];
  empty?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-sand py-20 sm:py-28">
      <Container>
        <SectionHeading id={`${id}-heading`} title={title}>
          {posts.length > 0 ? intro : null}
        </SectionHeading>
        {posts.length > 0 ? (
          <ul className="mx-auto mt-14 flex max-w-5xl flex-wrap justify-center gap-8">
            {posts.map((other) => (
              <li
                key={other.id}
                className="flex w-full sm:w-[calc(50%-1rem)] lg:w-[calc(33.333%-1.4rem)]"
              >
                <PostCard
                  post={other}
                  excerpt={truncate(other.excerpt, EXCERPT_LENGTH)}
                  headingLevel="h3"
                />
              </li>
            ))}
          </ul>
        ) : (
          empty
        )}
      </Container>
    </section>
  );
}

/** A missing post's page: the newest posts (the route picks them), so the guest reads on. */
export function LatestArticles({ posts }: { posts: readonly BlogPost[] }) {
  return <ArticlesSection title={t.listHeading} posts={posts} />;
}

/** Up to three posts of the same category (the route picks them). */
export function RelatedArticles({
  post,
  related,
}: {
  post: BlogPost;
  related: readonly BlogPost[];
}) {
  const category = t.categories[post.category];
  return (
    <ArticlesSection
      title={t.relatedHeading}
      intro={t.relatedIntro(category)}
      posts={related}
      empty={
        <div className="mx-auto mt-14 flex max-w-xl flex-col items-center rounded-2xl bg-white px-8 py-12 text-center shadow-sm ring-1 ring-tea-900/8">
          <span className="grid size-14 place-items-center rounded-full bg-tea-50 text-tea-700 ring-1 ring-tea-100">
            <BookOpen aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-2xl font-medium text-tea-900">{t.relatedEmptyTitle}</h3>
          <p className="mt-3 leading-relaxed text-muted">{t.relatedEmptyText(category)}</p>
          <Link
            to={pagePath("blog")}
            className={buttonVariants({ variant: "primary", className: "mt-7" })}
          >
            {t.browseAll}
          </Link>
        </div>
      }
    />
  );
}
