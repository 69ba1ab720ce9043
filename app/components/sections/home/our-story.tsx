import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Photo, type PhotoKind } from "~/components/ui/photo";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Photo as PhotoData } from "~/content/schemas/collections/fields";
import { cn } from "~/lib/cn";
import { home as t } from "~/locale/home";
import { storyPhotoSizes } from "./story-photo-sizes";
import { pagePath } from "~/content/runtime/pages";
import { establishedYear } from "~/content/runtime/site";

/** The four tiles' drawings while their photos load or cannot: the lobby, the river, a room, a table. */
const tileKinds: readonly PhotoKind[] = ["hall", "river", "room", "dish"];

type Story = {
  paragraphs: readonly string[];
  facts: readonly { value: string; label: string }[];
  photos: readonly PhotoData[];
};

export function OurStory({ paragraphs, facts, photos }: Story) {
  const copy = t.story;
  return (
    <section aria-labelledby="our-story" className="bg-ivory py-20 sm:py-28">
      <Container className="grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="our-story"
            eyebrow={copy.eyebrow(establishedYear)}
            title={copy.heading}
            align="start"
          >
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 first:mt-0">
                {paragraph}
              </p>
            ))}
          </SectionHeading>
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4 border-y border-gold-300/50 py-6">
            {facts.map((fact) => (
              // Reversed, a column starts at its foot: justify-end sets every number at the top,
              // on one line, however its label wraps.
              <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-xs leading-snug text-muted sm:text-sm">{fact.label}</dt>
                <dd className="font-display text-3xl text-tea-800 sm:text-4xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Link to={pagePath("about")} className={cn(buttonVariants({ size: "lg" }), "mt-10")}>
            {copy.cta}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="grid grid-cols-2 items-start gap-4 pb-8 sm:gap-5">
          {photos.map((photo, index) => (
            <Photo
              key={photo.id}
              id={photo.id}
              alt={photo.alt}
              caption={photo.alt}
              kind={tileKinds[index % tileKinds.length]}
              ratio={index % 3 === 0 ? 4 / 5 : 1}
              sizes={storyPhotoSizes}
              className={cn(
                "reveal rounded-2xl shadow-lg shadow-tea-950/10 ring-1 ring-black/5",
                index % 2 === 1 && "translate-y-8",
              )}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
