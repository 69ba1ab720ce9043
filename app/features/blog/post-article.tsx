import { ArrowLeft, CalendarDays, Clock, PenLine } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { BlogPost } from "~/content/blog-schemas";
import { formatDate } from "~/i18n/format";
import { useMessages } from "~/i18n/messages";
import { AuthorInitials } from "./author-initials";
import { useBlogMessages } from "~/i18n/blog";

/** A post: photographic hero with its facts, the lead, the body, a quote and the way back. */
export function PostArticle({ post }: { post: BlogPost }) {
  const m = useMessages();
  const blogM = useBlogMessages();
  const [first, second, ...rest] = blogM.body;
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <PageHero
        title={post.title}
        titleId={titleId}
        eyebrow={blogM.categories[post.category]}
        photoId={post.image.id}
        photoAlt={post.image.alt}
      >
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90 sm:text-base">
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="size-4 text-gold-300" />
              <span className="sr-only">{blogM.published}</span>
            </dt>
            <dd>
              <time dateTime={post.date}>{formatDate(post.date, m.locale)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <PenLine aria-hidden="true" className="size-4 text-gold-300" />
              <span className="sr-only">{blogM.author}</span>
            </dt>
            <dd>{post.author}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-gold-300" />
              <span className="sr-only">{blogM.readTimeLabel}</span>
            </dt>
            <dd>{blogM.readTime(post.readTime)}</dd>
          </div>
        </dl>
      </PageHero>

      <div className="bg-white py-20 sm:py-28">
        <Container>
          <div className="mx-auto max-w-3xl">
            <p className="font-display text-xl leading-relaxed text-tea-900 sm:text-2xl sm:leading-relaxed">
              {post.excerpt}
            </p>
            <div className="mt-10 space-y-6 text-lg leading-relaxed text-ink/85">
              <p>{first}</p>
              <p>{second}</p>
            </div>

            <figure className="my-14 rounded-2xl bg-ivory px-7 py-9 ring-1 ring-gold-300/40 sm:px-12 sm:py-12">
              <span
                aria-hidden="true"
                className="block font-display text-6xl leading-none text-gold-600"
              >
                “
              </span>
              <blockquote className="-mt-4 font-display text-2xl leading-snug text-tea-900 italic sm:text-[1.7rem]">
                <p>{blogM.quote}</p>
              </blockquote>
              <figcaption className="mt-6 text-sm font-semibold tracking-[0.14em] text-gold-700 uppercase">
                <span aria-hidden="true">— </span>
                {post.author}
              </figcaption>
            </figure>

            <div className="space-y-6 text-lg leading-relaxed text-ink/85">
              {rest.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>

            <footer className="mt-16 flex flex-col gap-6 border-t border-tea-900/10 pt-10 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-center gap-4">
                <AuthorInitials name={post.author} size="lg" />
                <p className="leading-tight">
                  <span className="block text-sm text-muted">{blogM.author}</span>
                  <span className="mt-1 block font-display text-lg text-tea-900">
                    {post.author}
                  </span>
                </p>
              </div>
              <Link to="/blog" className={buttonVariants({ variant: "outline" })}>
                <ArrowLeft aria-hidden="true" />
                {blogM.back}
              </Link>
            </footer>
          </div>
        </Container>
      </div>
    </article>
  );
}
