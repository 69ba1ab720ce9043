// Photos stay on the external hosts (spec); the width parameter gives responsive candidates.

const PHOTO_HOST = "https://images.unsplash.com";

// 800: a phone 360–412 px wide at 1.75–2× density needs 630–824 px; without it, it took 960 (a
// third more bytes, on the connection the largest paint waits for).
export const photoWidths = [400, 640, 800, 960, 1280, 1920] as const;

/**
 * What names a photo: its address on the photo host, its bare id there, or a file the hotel
 * uploaded in the editor (`/photos/<name>.jpg`). Nothing else ever reaches an image URL.
 */
export const photoPattern =
  /^((https:\/\/images\.unsplash\.com\/photo-)?\d{10,13}-[0-9a-f]{12}|\/photos\/[\w.-]+\.(jpe?g|png|webp|avif))$/i;

/** A photo the hotel uploaded in the editor: a file of the site's own (`/photos/<name>.jpg`). */
export const isUploadedPhoto = (id: string) => id.startsWith("/photos/");

/**
 * A photo's address on the photo host at `width`: for what other sites fetch (a shared link's
 * preview). Content names a host photo by its address (`https://images.unsplash.com/photo-<id>`,
 * which the editor previews) or by its bare id.
 */
export function photoHostUrl(id: string, width: number): string {
  if (isUploadedPhoto(id)) return id;
  const address = id.startsWith(`${PHOTO_HOST}/`) ? id.split("?")[0] : `${PHOTO_HOST}/photo-${id}`;
  return `${address}?auto=format&fit=crop&w=${width}&q=70`;
}

/**
 * Where the site's pages fetch a photo at `width`: the same photo through the site's own origin
 * (`/photo-host/photo-<id>?…`, proxied by the host, scripts/photo-proxy.mjs), so a guest's browser
 * needs no second connection before the first screen's photo (docs/decisions/0024).
 */
export function photoUrl(id: string, width: number): string {
  if (isUploadedPhoto(id) || photosDirect) return photoHostUrl(id, width);
  return photoHostUrl(id, width).replace(`${PHOTO_HOST}/`, "/photo-host/");
}

/**
 * A build for a host that cannot proxy another one (Cloudflare Pages' `_redirects`):
 * `VITE_PHOTOS_DIRECT=1 npm run build` names the photo host itself, and the pages connect to it
 * early. (`?.`: Node, where the content plugin reads this file, has no `import.meta.env`.)
 */
export const photosDirect = import.meta.env?.VITE_PHOTOS_DIRECT === "1";

/** Widths the photo host makes on request; an uploaded photo has one size, so none. */
export function photoSrcSet(id: string, maxWidth = 1920): string | undefined {
  if (isUploadedPhoto(id)) return undefined;
  return photoWidths
    .filter((width) => width <= maxWidth)
    .map((width) => `${photoUrl(id, width)} ${width}w`)
    .join(", ");
}

/** Random-avatar host: a fixed image number keeps each person's face stable. */
export function avatarUrl(image: number, size: number): string {
  return `https://i.pravatar.cc/${size}?img=${image}`;
}
