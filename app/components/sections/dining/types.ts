import type { LightboxImage } from "~/components/ui/lightbox";
import type { LocalizedEntry } from "~/content/schemas/collections";
import type { MenuCategoryId, MenuTagId } from "~/content/schemas/collections/menu";

/** Opens the page's lightbox on `images[index]`; focus returns to `trigger` on close. */
export type OpenPhoto = (
  images: readonly LightboxImage[],
  index: number,
  trigger: HTMLElement,
) => void;

type Photo = { id: string; alt: string };

/** A restaurant as the dining page shows it (content/venues/). */
export type Venue = Omit<LocalizedEntry<"venues">, "order">;

/** A dish of the restaurant's menu, its labels named in the page's language (content/menu/). */
export type MenuItem = Omit<LocalizedEntry<"menu">, "order" | "category" | "tags"> & {
  tags: { id: MenuTagId; name: string }[];
};

/** One tab of the menu. */
export type MenuSection = { id: MenuCategoryId; name: string; items: MenuItem[] };

/** The executive chef (content/pages/dining.yaml). */
export type Chef = {
  name: string;
  position: string;
  bio: string[];
  awards: string[];
  image: Photo;
};

/** A private dining room (content/private-dining/). */
export type PrivateRoom = Omit<LocalizedEntry<"private-dining">, "order">;
