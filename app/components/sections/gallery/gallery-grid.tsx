import { Expand, ImageOff } from "lucide-react";
import { Button } from "~/components/ui/button";
import { lightboxTriggerProps } from "~/components/ui/lightbox-launcher";
import { Photo, type PhotoKind } from "~/components/ui/photo";
import type { GalleryImage } from "~/content/schemas/collections/gallery";
import { cn } from "~/lib/cn";

/** The drawing a category's placeholder shows. */
const kindOf: Record<GalleryImage["category"], PhotoKind> = {
  interior: "hall",
  rooms: "room",
  dining: "dish",
  exterior: "river",
  amenities: "river",
  events: "hall",
};

/**
 * An editorial layout rather than equal tiles. On a phone, every fifth photo spans both columns
 * (3:2) and the others stand in pairs (4:5). On a desktop, rows of a fixed height: each group of
 * six opens with a photo two columns wide and two rows high, on the left, then on the right
 * (`grid-flow-dense` fills the column beside it), then three in a row.
 */
function tileClass(index: number) {
  const big = index % 6 === 0;
  return cn(
    index % 5 === 0 ? "col-span-2 aspect-[3/2]" : "aspect-[4/5]",
    "reveal lg:aspect-auto",
    big ? "lg:col-span-2 lg:row-span-2" : "lg:col-span-1",
    big && index % 12 === 6 && "lg:col-start-2",
  );
}

const tileSizes = (index: number) =>
  `(min-width: 1024px) ${index % 6 === 0 ? "52rem" : "26rem"}, ${index % 5 === 0 ? "100vw" : "50vw"}`;

type GalleryGridProps = {
  images: readonly GalleryImage[];
  labels: { enlarge: (title: string) => string; empty: string; viewAll: string };
  onOpen: (index: number, trigger: HTMLElement) => void;
  onViewAll: () => void;
};

/** The photo grid; each photo is a button opening the lightbox. An empty set says so. */
export function GalleryGrid({ images, labels, onOpen, onViewAll }: GalleryGridProps) {
  if (images.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl bg-white px-8 py-16 text-center shadow-sm ring-1 ring-tea-900/5">
        <ImageOff aria-hidden="true" className="size-10 text-tea-300" />
        <p className="mt-5 text-lg text-tea-900">{labels.empty}</p>
        <Button type="button" variant="outline" className="mt-6" onClick={onViewAll}>
          {labels.viewAll}
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid grid-flow-dense grid-cols-2 gap-3 sm:gap-5 lg:auto-rows-[16rem] lg:grid-cols-3">
      {images.map((image, index) => (
        <li key={image.id} className={tileClass(index)}>
          <button
            {...lightboxTriggerProps}
            aria-label={labels.enlarge(image.title)}
            onClick={(event) => onOpen(index, event.currentTarget)}
            className="group relative block size-full cursor-zoom-in overflow-hidden rounded-2xl shadow-sm ring-1 ring-tea-900/5"
          >
            <Photo
              id={image.image.id}
              alt={image.image.alt}
              kind={kindOf[image.category]}
              className="size-full"
              sizes={tileSizes(index)}
              imgClassName="transition-transform duration-500 group-hover:scale-[1.04]"
            />
            <span
              aria-hidden="true"
              className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-tea-950/85 via-tea-950/40 to-transparent px-3 pt-10 pb-3 text-left sm:px-4 sm:pb-4"
            >
              <span className="font-display text-sm leading-snug text-white sm:text-base">
                {image.title}
              </span>
              <Expand className="hidden size-4 shrink-0 text-white/85 sm:block" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
