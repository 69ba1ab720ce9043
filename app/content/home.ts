import { executiveChef } from "./about-team";
import type { FeaturedRoom, HomePhotos, Testimonial } from "./home-schemas";

/** Home page photos. The hero and `story[0]`, `story[1]` are the three preloaded images. */
export const homePhotos = {
  hero: {
    id: "1566073771259-6a8506099945",
    alt: "The hotel's riverside pool glowing at dusk",
  },
  story: [
    { id: "1445019980597-93fa8acb246c", alt: "The warmly lit hotel lobby with a welcome desk" },
    { id: "1571896349842-33c89424de2d", alt: "The hotel terrace facing the water at sunset" },
    { id: "1582719478250-c89cae4dc85b", alt: "A bright guest room dressed in fresh white linen" },
    { id: "1414235077428-338989a2e8c0", alt: "Candle-lit tables set in the restaurant" },
  ],
  dining: {
    id: "1585937421612-70a008356fbe",
    alt: "A brass platter of fragrant biryani with fresh herbs",
  },
} as const satisfies HomePhotos;

/** The three featured rooms: a static set of their own (spec section 3, spec-decisions). */
export const featuredRooms = [
  {
    id: "padma-suite",
    name: "Padma Suite",
    description:
      "Our signature suite with a separate lounge, a king bed and a balcony over the Surma at golden hour.",
    price: 299,
    image: {
      id: "1590490360182-c33d57733427",
      alt: "Padma Suite lounge with river-facing windows",
    },
    rating: 5,
    amenities: ["King bed", "River balcony", "Separate lounge", "Butler service"],
  },
  {
    id: "meghna-room",
    name: "Meghna Room",
    description:
      "A serene retreat dressed in hand-loomed Sylheti textiles, with a queen bed and a rain shower.",
    price: 229,
    image: { id: "1611892440504-42a792e24d32", alt: "Meghna Room with a queen bed and soft lamps" },
    rating: 4.5,
    amenities: ["Queen bed", "Rain shower", "Garden view", "Free Wi-Fi"],
  },
  {
    id: "jamuna-family-suite",
    name: "Jamuna Family Suite",
    description:
      "Two connecting bedrooms and a sitting area, with room for the whole family to gather.",
    price: 349,
    image: {
      id: "1596394516093-501ba68a0ba6",
      alt: "Jamuna Family Suite with a king bed and a twin room beyond",
    },
    rating: 4.8,
    amenities: ["King and twin beds", "Sitting area", "Sleeps 4", "Breakfast included"],
  },
] as const satisfies readonly FeaturedRoom[];

/** Guest Experiences: three testimonials (spec section 3). */
export const testimonials = [
  {
    id: "farhan-chowdhury",
    name: "Farhan Chowdhury",
    position: "Business traveler",
    date: "2025-03-01",
    quote:
      "The quietest night's sleep I have had on a work trip. Fast Wi-Fi, a proper desk and a team that remembered how I take my tea by the second morning.",
    avatar: 12,
  },
  {
    id: "ayesha-rahman",
    name: "Ayesha Rahman",
    position: "Vacation guest",
    date: "2025-01-01",
    quote:
      "We came home to Sylhet from London with our children and felt looked after from the first hour. The tea-garden trip the concierge arranged was the highlight of our year.",
    avatar: 47,
  },
  {
    id: "imran-hossain",
    name: "Imran Hossain",
    position: "Food critic",
    date: "2024-12-01",
    quote:
      "The shatkora beef alone is worth the journey: bright, deep and unmistakably Sylheti. This kitchen cooks Bengali food with real respect for the home recipes behind it.",
    avatar: 53,
  },
] as const satisfies readonly Testimonial[];

/** The dining section names the same executive chef as the About page's team. */
export const homeChef = executiveChef;
