// The photos the site's own origin passes on to the photo host (/photo-host/..., scripts/
// photo-proxy.mjs): those the content names, at the widths and quality the pages ask for them,
// and nothing else. Computed once at build (scripts/postbuild.mjs writes it beside the build);
// `npm start`, nginx and Netlify's rules all read this one list.
import { isUploadedPhoto, photoHostUrl, photoPattern, photoWidths } from "../../lib/photo.ts";
import { readAllContent, type RawEntry } from "./files.server.ts";

export type ProxiedPhotos = {
  /** The photo host's names for them (`photo-<id>`), sorted. */
  photos: string[];
  /** The widths (`w`) a page asks each at, as written in the address. */
  widths: string[];
  /** The quality (`q`) every page asks for. */
  quality: string;
};

/** Every value in the content that names a photo on the host (not one uploaded in the editor). */
function hostPhotoIds(value: unknown): string[] {
  if (typeof value === "string")
    return photoPattern.test(value) && !isUploadedPhoto(value) ? [value] : [];
  if (value && typeof value === "object") return Object.values(value).flatMap(hostPhotoIds);
  return [];
}

/**
 * The list, read off the very addresses pages fetch (`photoHostUrl`, behind the page's
 * `photoUrl` and `photoSrcSet`): the host's path and the query's `w` and `q` of each.
 */
export function proxiedPhotos(
  content: Record<string, RawEntry[]> = readAllContent(),
): ProxiedPhotos {
  const ids = Object.values(content).flatMap((entries) =>
    entries.flatMap((entry) => hostPhotoIds(entry.data)),
  );
  const photos = new Set<string>();
  const widths = new Set<string>();
  const qualities = new Set<string>();
  for (const id of ids)
    for (const width of photoWidths) {
      const address = new URL(photoHostUrl(id, width));
      photos.add(address.pathname.slice(1));
      widths.add(address.searchParams.get("w") ?? "");
      qualities.add(address.searchParams.get("q") ?? "");
    }
  const [quality = "", ...others] = qualities;
  if (others.length) throw new Error(`photos asked at several qualities: ${[...qualities]}`);
  return {
    photos: [...photos].sort(),
    widths: [...widths].sort((a, b) => Number(a) - Number(b)),
    quality,
  };
}
