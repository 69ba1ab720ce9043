import type { LightboxImage } from "~/components/ui/lightbox";

/** Opens the page's lightbox on `images[index]`; focus returns to `trigger` on close. */
export type OpenPhoto = (
  images: readonly LightboxImage[],
  index: number,
  trigger: HTMLElement,
) => void;
