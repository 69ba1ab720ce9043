import { ArrowLeft, CalendarDays, Clock, PenLine } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { BlogPost } from "~/content/schemas/collections/blog";
import { formatDate } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { AuthorInitials } from "./author-initials";
import { blog as t } from "~/locale/blog";
import { pagePath } from "~/content/runtime/pages";

/**
 * A post: photographic hero with its facts, the lead, the body (passed in by the route, which keeps
 * it a static island: its words are not part of the page's first load) and the way back.
 */
export function PostArticle({ post, body }: { post: BlogPost; body: ReactNode }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <PageHero
        title={post.title}
        titleId={titleId}
        eyebrow={t.categories[post.category]}
        photoId={post.image.id}
        photoAlt={post.image.alt}
      >
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90 sm:text-base">
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="size-4 text-gold-300" />
              <span className="sr-only">{t.published}</span>
            </dt>
            <dd>
              <time dateTime={post.date}>{formatDate(post.date, m.locale)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <PenLine aria-hidden="true" className="size-4 text-gold-300" />
              <span className="sr-only">{t.author}</span>
            </dt>
            <dd>{post.author}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-gold-300" />
              <span className="sr-only">{t.readTimeLabel}</span>
            </dt>
            <dd>{t.readTime(post.readTime)}</dd>
          </div>
        </dl>
      </PageHero>

      <div className="bg-white py-20 sm:py-28">
        <Container>
          <div className="mx-auto max-w-3xl">
            <p className="font-display text-xl leading-relaxed text-tea-900 sm:text-2xl sm:leading-relaxed">
              {post.excerpt}
            </p>
            {body}

            <footer className="mt-16 flex flex-col gap-6 border-t border-tea-900/10 pt-10 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-center gap-4">
                <AuthorInitials name={post.author} size="lg" />
                <p className="leading-tight">
                  <span className="block text-sm text-muted">{t.author}</span>
                  <span className="mt-1 block font-display text-lg text-tea-900">
                    {post.author}
                  </span>
                </p>
              </div>
              <Link to={pagePath("blog")} className={buttonVariants({ variant: "outline" })}>
                <ArrowLeft aria-hidden="true" />
                {t.back}
              </Link>
            </footer>
          </div>
        </Container>
      </div>
    </article>
  );
}
