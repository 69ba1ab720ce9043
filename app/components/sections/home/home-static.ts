// The home page's sections that do nothing in the browser (text, photos, plain links), in one
// chunk for the static islands of routes/home.tsx (docs/decisions/0010).
export { ClosingCta } from "./closing-cta";
export { DiningSection } from "./dining-section";
export { FeaturedRooms } from "./featured-rooms";
export { OurStory } from "./our-story";
