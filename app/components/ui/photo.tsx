import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";
import { photoSrcSet, photoUrl } from "~/lib/photo";

/**
 * What a photo shows, so its placeholder can draw it (app.css, app/placeholders): a room (its bed,
 * armchair, bath or desk), a dish (a plate, a bowl of rice, tea, a thali), a hall, a person, or the
 * river and the tea hills. A failed photo gets the drawing of its kind its alt text calls for, else
 * one chosen by the photo (lib/photo-fallback.ts). Without one (a page's hero, behind its title),
 * the backdrop, and the drawn river and tea hills once the photo has failed.
 */
export type PhotoKind = "room" | "dish" | "hall" | "person" | "river";

type PhotoProps = {
  /** Id on the photo host, or an absolute URL for hosts without a width parameter. */
  id?: string;
  src?: string;
  alt: string;
  /** Width / height of the box, so nothing shifts while the photo loads. */
  ratio?: number;
  sizes?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
  /** Shown on the placeholder when the photo cannot load. */
  caption?: string;
  kind?: PhotoKind;
};

/**
 * A photo in an aspect-ratio box. Until it loads, and for good if it cannot (offline, host down),
 * a designed placeholder shows instead of a broken image: a line drawing of what the photo shows
 * (its `kind`) on the palette's backdrop. The document's photo listener (lib/photo-fallback.ts)
 * marks a box whose photo failed and gives it one of its kind's drawings; app.css adds its caption.
 */
export function Photo({
  id,
  src,
  alt,
  ratio,
  sizes = "100vw",
  priority = false,
  className,
  imgClassName,
  style,
  caption,
  kind,
}: PhotoProps) {
  const url = src ?? (id ? photoUrl(id, 1280) : "");
  const srcSet = id ? photoSrcSet(id) : undefined;
  return (
    <span
      className={cn("photo-placeholder relative block overflow-hidden", className)}
      style={{ aspectRatio: ratio, ...style }}
      data-caption={caption}
      data-kind={kind}
    >
      <img
        src={url}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={cn("absolute inset-0 size-full object-cover text-transparent", imgClassName)}
      />
    </span>
  );
}
