// The dining page's sections that do nothing in the browser (text, photos, plain links), in one
// chunk for the static islands of dining-sections.tsx, dining-menu.tsx and venue-list.tsx
// (docs/decisions/0010).
export { ChefProfile } from "./chef-profile";
export { DiningInfo } from "./dining-info";
export { DishDescription, VenueDetails } from "./dining-descriptions";
export { PrivateDining } from "./private-dining";
export { PhotoBand } from "~/components/ui/photo-band";
