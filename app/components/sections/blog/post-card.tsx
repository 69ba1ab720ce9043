import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Photo } from "~/components/ui/photo";
import type { BlogPost } from "~/content/schemas/collections/blog";
import { formatDate } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { AuthorInitials } from "./author-initials";
import { blog as t } from "~/locale/blog";
import { itemPath } from "~/content/runtime/pages";

type PostCardProps = {
  post: BlogPost;
  /** Related cards show a shortened excerpt. */
  excerpt?: string;
  headingLevel?: "h2" | "h3";
};

/** A post teaser. The Read More link covers the whole card, so the card is one tab stop. */
export function PostCard({
  post,
  excerpt = post.excerpt,
  headingLevel: Heading = "h2",
}: PostCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="post-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-tea-900/8 transition-shadow has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-gold-400 duration-300 hover:shadow-xl hover:shadow-tea-900/10"
    >
      <Photo
        id={post.image.id}
        alt={post.image.alt}
        ratio={16 / 10}
        kind="river"
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        imgClassName="transition-transform duration-700 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
          <span className="rounded-full bg-tea-50 px-3 py-1 font-semibold tracking-[0.15em] text-tea-800 uppercase ring-1 ring-tea-100">
            {t.categories[post.category]}
          </span>
          <time dateTime={post.date} className="text-muted">
            {formatDate(post.date, m.locale)}
          </time>
        </div>
        <Heading
          id={titleId}
          className="mt-4 text-xl leading-snug font-medium text-balance text-tea-900 sm:text-[1.35rem]"
        >
          {post.title}
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{excerpt}</p>
        <div className="mt-6 flex items-center gap-3 border-t border-tea-900/10 pt-5">
          <AuthorInitials name={post.author} />
          <p className="flex min-w-0 flex-col text-sm leading-tight">
            <span className="font-medium text-ink">{post.author}</span>
            <span className="mt-0.5 text-muted">{t.readTime(post.readTime)}</span>
          </p>
        </div>
        <Link
          to={itemPath("post", post.id)}
          aria-label={t.readMoreLabel(post.title)}
          className="mt-5 inline-flex items-center gap-2 self-start text-sm font-semibold text-tea-700 underline-offset-4 after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
        >
          {t.readMore}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
