// Photos stay on the external hosts (spec); the width parameter gives responsive candidates.

const PHOTO_HOST = "https://images.unsplash.com";
export const photoHosts = [PHOTO_HOST, "https://i.pravatar.cc"] as const;

export const photoWidths = [400, 640, 960, 1280, 1920] as const;

export function photoUrl(id: string, width: number): string {
  return `${PHOTO_HOST}/photo-${id}?auto=format&fit=crop&w=${width}&q=70`;
}

export function photoSrcSet(id: string, maxWidth = 1920): string {
  return photoWidths
    .filter((width) => width <= maxWidth)
    .map((width) => `${photoUrl(id, width)} ${width}w`)
    .join(", ");
}

/** Random-avatar host: a fixed image number keeps each person's face stable. */
export function avatarUrl(image: number, size: number): string {
  return `https://i.pravatar.cc/${size}?img=${image}`;
}
