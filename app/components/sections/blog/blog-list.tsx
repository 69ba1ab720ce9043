import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { BlogPost } from "~/content/schemas/collections/blog";
import { PostCard } from "./post-card";
import { blog as t } from "~/locale/blog";

/** Cards shown at first, and added by each Load More. */
export const PAGE_SIZE = 6;

/**
 * The posts as cards, `PAGE_SIZE` at first. Load More appears only while more posts remain and
 * shows the next ones; keyboard focus moves to the first card it added (the button may be gone).
 */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  const id = useId();
  const [shown, setShown] = useState(PAGE_SIZE);
  const firstAdded = useRef<HTMLLIElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (added.current) firstAdded.current?.focus();
  }, [shown]);
  const more = posts.length > shown;
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-ivory py-20 sm:py-28">
      <Container>
        <SectionHeading id={`${id}-heading`} eyebrow={t.listEyebrow} title={t.listHeading}>
          {t.listIntro}
        </SectionHeading>
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.slice(0, shown).map((post, index) => (
            <li
              key={post.id}
              className="flex outline-none"
              ref={index === shown - PAGE_SIZE && index > 0 ? firstAdded : undefined}
              tabIndex={index === shown - PAGE_SIZE && index > 0 ? -1 : undefined}
            >
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
        {more ? (
          <div className="mt-16 flex justify-center">
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => {
                added.current = true;
                setShown((count) => count + PAGE_SIZE);
              }}
            >
              {t.loadMore}
            </Button>
          </div>
        ) : null}
      </Container>
    </section>
  );
}
