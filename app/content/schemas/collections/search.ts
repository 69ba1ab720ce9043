// What the site search palette finds of the content (app/features/search/search-index.ts): each
// thing's name and a line about it in the build's language, and its name in the other language,
// so an English word finds a Bengali page's entry ("biryani" finds কাচ্চি বিরিয়ানি on /bn) and a
// Bengali word an English one's. Loaded with the palette, never in a page's first load. (Without
// the other language, a pick takes the entry's own words.)
import type { localizePost } from "./blog.ts";
import type { localizeDish } from "./dishes.ts";
import type { localizeGalleryPhoto } from "./gallery.ts";
import type { localizeMenuItem } from "./menu.ts";
import type { localizeOffer } from "./offers.ts";
import type { localizePrivateRoom } from "./private-dining.ts";
import type { localizeRoom } from "./rooms.ts";
import type { localizeVenue } from "./venues.ts";
import type { FaqEntry } from "./faq.ts";

type Room = ReturnType<typeof localizeRoom>;
type Dish = ReturnType<typeof localizeDish> | ReturnType<typeof localizeMenuItem>;
type Offer = ReturnType<typeof localizeOffer>;
type Post = ReturnType<typeof localizePost>;
type Venue = ReturnType<typeof localizeVenue>;
type PrivateRoom = ReturnType<typeof localizePrivateRoom>;
type Photo = ReturnType<typeof localizeGalleryPhoto>;

/** A dish of either menu: its name, description and price. */
const pickDish = (dish: Dish, other: Dish = dish) => ({
  id: dish.id,
  name: dish.name,
  text: dish.description,
  price: dish.price,
  other: other.name,
});

export const searchModules = {
  // The rooms' names, prices and card lines are the room cards' (app/content/runtime/rooms.ts).
  "search-rooms": {
    collection: "rooms",
    pick: (room: Room, other: Room = room) => ({
      id: room.id,
      other: other.name,
      words: [room.bedType, room.view, ...room.features],
    }),
  },
  "search-menu": { collection: "menu", pick: pickDish },
  "search-dishes": { collection: "dishes", pick: pickDish },
  "search-offers": {
    collection: "offers",
    pick: (offer: Offer, other: Offer = offer) => ({
      id: offer.id,
      name: offer.title,
      text: `${offer.discount} · ${offer.description}`,
      validFrom: offer.validFrom,
      validUntil: offer.validUntil,
      other: other.title,
      words: offer.features,
    }),
  },
  "search-posts": {
    collection: "blog",
    pick: (post: Post, other: Post = post) => ({
      id: post.id,
      name: post.title,
      text: post.excerpt,
      other: other.title,
      words: [post.author],
    }),
  },
  "search-venues": {
    collection: "venues",
    pick: (venue: Venue, other: Venue = venue) => ({
      id: venue.id,
      name: venue.name,
      text: venue.cuisine,
      other: other.name,
    }),
  },
  "search-private-dining": {
    collection: "private-dining",
    pick: (room: PrivateRoom, other: PrivateRoom = room) => ({
      id: room.id,
      name: room.name,
      text: room.description,
      guests: room.capacity,
      other: other.name,
    }),
  },
  // The hotel's facilities are the gallery's amenities (the pool, the spa, the fitness centre).
  // The FAQ's questions: "breakfast" finds "Is breakfast included, and when is it served?".
  "search-faq": {
    collection: "faq",
    pick: (entry: FaqEntry, other: FaqEntry = entry) => ({
      id: entry.id,
      name: entry.question,
      other: other.question,
    }),
  },
  "search-facilities": {
    collection: "gallery",
    keep: (photo: Photo) => photo.category === "amenities",
    pick: (photo: Photo, other: Photo = photo) => ({
      id: photo.id,
      name: photo.title,
      text: photo.image.alt,
      category: photo.category,
      other: other.title,
    }),
  },
} as const;
