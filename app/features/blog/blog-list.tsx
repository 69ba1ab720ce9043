import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { BlogPost } from "~/content/collections/blog";
import { PostCard } from "./post-card";
import { blog as t } from "~/locale/blog";

/** Cards shown at first, and added by each Load More. */
export const PAGE_SIZE = 6;

/**
 * The posts as cards, `PAGE_SIZE` at first. While more posts remain, Load More shows the next ones;
 * once every post is shown it stays, disabled, saying so.
 */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  const id = useId();
  const [shown, setShown] = useState(PAGE_SIZE);
  const more = posts.length > shown;
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-ivory py-20 sm:py-28">
      <Container>
        <SectionHeading id={`${id}-heading`} eyebrow={t.listEyebrow} title={t.listHeading}>
          {t.listIntro}
        </SectionHeading>
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.slice(0, shown).map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <div className="mt-16 flex flex-col items-center gap-3 text-center">
          {more ? (
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => setShown((count) => count + PAGE_SIZE)}
            >
              {t.loadMore}
            </Button>
          ) : (
            <>
              <Button
                type="button"
                variant="outline"
                size="lg"
                disabled
                aria-describedby={`${id}-note`}
              >
                {t.loadMore}
              </Button>
              <p id={`${id}-note`} className="max-w-sm text-sm text-muted">
                {t.allShown(posts.length)}
              </p>
            </>
          )}
        </div>
      </Container>
    </section>
  );
}
