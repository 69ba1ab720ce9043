import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { home as t } from "~/locale/home";
import type { Photo } from "~/content/schemas/collections/fields";
import { pagePath } from "~/content/runtime/pages";

/** Full-screen hero; the h1 is painted at once (under the skeleton), so it is the LCP element. */
type HeroCopy = { heading: string; intro: string; tagline: string; photo: Photo };

export function HomeHero({ copy }: { copy: HeroCopy }) {
  return (
    <PageHero
      size="full"
      title={copy.heading}
      photoId={copy.photo.id}
      photoAlt={copy.photo.alt}
      intro={
        <>
          <p className="font-display text-2xl text-balance text-gold-200 italic sm:text-3xl">
            {copy.tagline}
          </p>
          <p className="mt-4">{copy.intro}</p>
        </>
      }
    >
      <div className="flex flex-wrap justify-center gap-4">
        <Link to={pagePath("rooms")} className={buttonVariants({ variant: "gold", size: "lg" })}>
          {t.hero.exploreRooms}
        </Link>
        <Link
          to={pagePath("dining")}
          className={buttonVariants({ variant: "outline-light", size: "lg" })}
        >
          {t.hero.viewDining}
        </Link>
      </div>
    </PageHero>
  );
}
