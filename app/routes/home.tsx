import type { Route } from "./+types/home";
import { pageMeta } from "~/components/layout/page-meta";
import { islandsOf } from "~/components/ui/static-island";
import { structuredData } from "~/components/layout/structured-data";
import { entriesOf, entryOf, pageCopyOf } from "~/content/server/content.server";
import { fillFacts, hotelFacts } from "~/content/server/facts.server";
import { GuestExperiences } from "~/components/sections/home/guest-experiences";
import { HomeHero } from "~/components/sections/home/home-hero";
import { HomeSkeleton } from "~/components/sections/home/home-skeleton";
import { storyPhotoSizes } from "~/components/sections/home/story-photo-sizes";
import { photoSrcSet, photoUrl } from "~/lib/photo";

// Text, photos and plain links: kept as their prerendered HTML (docs/decisions/0010).
const island = islandsOf(() => import("~/components/sections/home/home-static"));
const OurStory = island("OurStory");
const FeaturedRooms = island("FeaturedRooms");
const DiningSection = island("DiningSection");
const ClosingCta = island("ClosingCta");

/** An entry as a page shows it: its place in the list has done its work. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const withoutOrder = <T extends { order: number }>({ order, ...entry }: T) => entry;

/** A featured room's card: the room's own name, from-price, photo, sentence and first features. */
function featuredRoom({ room: id }: { room: string }) {
  const room = entryOf("rooms", id);
  // The build has checked every featured room names a room (files.server.ts).
  if (!room) throw new Error(`content/featured-rooms: no room "${id}"`);
  return {
    id: room.id,
    name: room.name,
    description: room.shortDescription,
    prices: room.fromPrices,
    image: room.images[0],
    amenities: room.features.slice(0, 4),
  };
}

export const loader = () => {
  const page = pageCopyOf("home-page");
  const facts = hotelFacts();
  const chef = entriesOf("team").find((member) => member.chef);
  if (!chef) throw new Error("content/team: no team member is marked as the chef");
  return {
    copy: {
      title: page.title,
      description: page.description,
      heading: page.heading,
      intro: page.intro,
      tagline: page.tagline,
      photo: { id: page.photo ?? "", alt: page.photoAlt ?? "" },
    },
    story: {
      paragraphs: page.storyParagraphs,
      // Each figure a fact of the hotel's ({roomCount}, {open.frontDesk}), so it never
      // contradicts the page that states it.
      facts: page.storyFacts.map((fact) => ({
        ...fact,
        value: fillFacts(fact.value, facts, "content/pages/home.yaml: storyFacts"),
      })),
      photos: page.storyPhotos.map((id, index) => ({ id, alt: page.storyPhotoAlts[index] ?? "" })),
    },
    dining: {
      text: fillFacts(page.diningText, { chef: chef.name }, "content/pages/home.yaml: diningText"),
      highlights: page.diningHighlights,
      photo: { id: page.diningPhoto, alt: page.diningPhotoAlt },
    },
    closing: { text: page.closingText, giftTitle: page.giftTitle, gift: page.gift },
    featuredRooms: entriesOf("featured-rooms").map(featuredRoom),
    testimonials: entriesOf("testimonials").map(withoutOrder),
  };
};

/**
 * The spec's three preloaded images: the hero and the first two story photos. Each preload carries
 * the same srcset and sizes as its <img>, so the browser reuses the fetched candidate.
 */
const preload = (id: string, sizes: string, priority: "high" | "low") => ({
  tagName: "link",
  rel: "preload",
  as: "image",
  href: photoUrl(id, 1280),
  imageSrcSet: photoSrcSet(id),
  imageSizes: sizes,
  fetchPriority: priority,
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta("home", loaderData?.copy),
  ...(loaderData
    ? [
        preload(loaderData.copy.photo.id, "100vw", "high"),
        ...loaderData.story.photos
          .slice(0, 2)
          .map((photo) => preload(photo.id, storyPhotoSizes, "low")),
      ]
    : []),
  // In the prerendered HTML only, where search engines read it: React 19 leaves head tags it did
  // not render alone when it hydrates, so the browser bundle need not carry the data.
  ...(import.meta.env.SSR ? structuredData().map((data) => ({ "script:ld+json": data })) : []),
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { copy, story, dining, closing, featuredRooms, testimonials } = loaderData;
  return (
    <>
      <HomeSkeleton />
      <HomeHero copy={copy} />
      <OurStory {...story} />
      <FeaturedRooms rooms={featuredRooms} />
      <DiningSection {...dining} />
      <GuestExperiences items={testimonials} />
      <ClosingCta {...closing} />
    </>
  );
}
