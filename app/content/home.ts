import { LOCALE } from "../lib/locale";
import { executiveChef } from "./about-team";
import { homeText as bnText } from "./bn/home";
import { homeText as enText } from "./en/home";
import type { FeaturedRoom, HomePhotos, Testimonial } from "./home-schemas";

const text = LOCALE === "bn" ? bnText : enText;

/** Home page photos. The hero and `story[0]`, `story[1]` are the three preloaded images. */
export const homePhotos = {
  hero: { id: "1566073771259-6a8506099945", alt: text.photos.hero },
  story: [
    { id: "1445019980597-93fa8acb246c", alt: text.photos.story.lobby },
    { id: "1571896349842-33c89424de2d", alt: text.photos.story.terrace },
    { id: "1582719478250-c89cae4dc85b", alt: text.photos.story.room },
    { id: "1414235077428-338989a2e8c0", alt: text.photos.story.restaurant },
  ],
  dining: { id: "1585937421612-70a008356fbe", alt: text.photos.dining },
} satisfies HomePhotos;

/** The three featured rooms: a static set of their own (spec section 3, spec-decisions). */
export const featuredRooms = (
  [
    { id: "padma-suite", price: 299, image: { id: "1590490360182-c33d57733427" }, rating: 5 },
    { id: "meghna-room", price: 229, image: { id: "1611892440504-42a792e24d32" }, rating: 4.5 },
    {
      id: "jamuna-family-suite",
      price: 349,
      image: { id: "1596394516093-501ba68a0ba6" },
      rating: 4.8,
    },
  ] as const
).map((room) => {
  const words = text.featuredRooms[room.id];
  return {
    id: room.id,
    name: words.name,
    description: words.description,
    price: room.price,
    image: { ...room.image, alt: words.imageAlt },
    rating: room.rating,
    amenities: [...words.amenities],
  };
}) satisfies readonly FeaturedRoom[];

/** Guest Experiences: three testimonials (spec section 3). */
export const testimonials = (
  [
    { id: "farhan-chowdhury", date: "2025-03-01", avatar: 12 },
    { id: "ayesha-rahman", date: "2025-01-01", avatar: 47 },
    { id: "imran-hossain", date: "2024-12-01", avatar: 53 },
  ] as const
).map((entry) => {
  const words = text.testimonials[entry.id];
  return {
    id: entry.id,
    name: words.name,
    position: words.position,
    date: entry.date,
    quote: words.quote,
    avatar: entry.avatar,
  };
}) satisfies readonly Testimonial[];

/** The dining section names the same executive chef as the About page's team. */
export const homeChef = executiveChef;
