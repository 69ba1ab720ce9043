import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { BlogPost } from "~/content/blog";
import { PostCard } from "./post-card";
import { useBlogMessages } from "~/i18n/blog";

/** Every post as a card. Load More stays disabled: all posts are already shown (spec-decisions). */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  const blogM = useBlogMessages();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-ivory py-20 sm:py-28">
      <Container>
        <SectionHeading id={`${id}-heading`} eyebrow={blogM.listEyebrow} title={blogM.listHeading}>
          {blogM.listIntro}
        </SectionHeading>
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <div className="mt-16 flex flex-col items-center gap-3 text-center">
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled
            aria-describedby={`${id}-note`}
          >
            {blogM.loadMore}
          </Button>
          <p id={`${id}-note`} className="max-w-sm text-sm text-muted">
            {blogM.allShown(posts.length)}
          </p>
        </div>
      </Container>
    </section>
  );
}
