import type { Route } from "./+types/home";
import { pageMeta } from "~/components/layout/page-meta";
import { islandsOf } from "~/components/ui/static-island";
import { structuredData } from "~/components/layout/structured-data";
import { homePhotos } from "~/content/home";
import { GuestExperiences } from "~/features/home/guest-experiences";
import { HomeHero } from "~/features/home/home-hero";
import { HomeSkeleton } from "~/features/home/home-skeleton";
import { storyPhotoSizes } from "~/features/home/story-photo-sizes";
import { photoSrcSet, photoUrl } from "~/lib/photo";
import { homePage } from "~/i18n/home";

// Text, photos and plain links: kept as their prerendered HTML (docs/decisions/0010).
const island = islandsOf(() => import("~/features/home/home-static"));
const OurStory = island("OurStory");
const FeaturedRooms = island("FeaturedRooms");
const DiningSection = island("DiningSection");
const ClosingCta = island("ClosingCta");

export const meta: Route.MetaFunction = () => [
  ...pageMeta("home", homePage),
  // In the prerendered HTML only, where search engines read it: React 19 leaves head tags it did
  // not render alone when it hydrates, so the browser bundle need not carry the data.
  ...(import.meta.env.SSR ? structuredData().map((data) => ({ "script:ld+json": data })) : []),
];

/**
 * The spec's three preloaded images: the hero and the first two story photos. Each preload carries
 * the same srcset and sizes as its <img>, so the browser reuses the fetched candidate.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    href: photoUrl(homePhotos.hero.id, 1280),
    imageSrcSet: photoSrcSet(homePhotos.hero.id),
    imageSizes: "100vw",
    fetchPriority: "high",
  },
  ...homePhotos.story.slice(0, 2).map((photo) => ({
    rel: "preload",
    as: "image",
    href: photoUrl(photo.id, 1280),
    imageSrcSet: photoSrcSet(photo.id),
    imageSizes: storyPhotoSizes,
    fetchPriority: "low" as const,
  })),
];

export default function HomePage() {
  return (
    <>
      <HomeSkeleton />
      <HomeHero />
      <OurStory />
      <FeaturedRooms />
      <DiningSection />
      <GuestExperiences />
      <ClosingCta />
    </>
  );
}
