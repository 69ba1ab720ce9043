import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { homePhotos } from "~/content/home";
import { useHomeMessages } from "~/i18n/home";
import { homePage } from "~/i18n/home";
import { pagePath } from "~/content/pages";

/** Full-screen hero; the h1 is painted at once (under the skeleton), so it is the LCP element. */
export function HomeHero() {
  const homeM = useHomeMessages();
  return (
    <PageHero
      size="full"
      title={homePage.heading}
      photoId={homePhotos.hero.id}
      photoAlt={homePhotos.hero.alt}
      intro={
        <>
          <p className="font-display text-2xl text-gold-200 italic sm:text-3xl">
            {homeM.hero.tagline}
          </p>
          <p className="mt-4">{homePage.intro}</p>
        </>
      }
    >
      <div className="flex flex-wrap justify-center gap-4">
        <Link to={pagePath("rooms")} className={buttonVariants({ variant: "gold", size: "lg" })}>
          {homeM.hero.exploreRooms}
        </Link>
        <Link
          to={pagePath("dining")}
          className={buttonVariants({ variant: "outline-light", size: "lg" })}
        >
          {homeM.hero.viewDining}
        </Link>
      </div>
    </PageHero>
  );
}
