import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import type { Photo as PhotoData } from "~/content/schemas/fixed-content";
import { roomView as v } from "~/locale/room-view";
import { cn } from "~/lib/cn";
import { RoomPhoto } from "./room-photo";

/** Next and previous wrap around. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

type RoomCarouselProps = {
  images: readonly PhotoData[];
  roomName: string;
};

/**
 * Photos of one room with arrows and dots. The parent keys it by room, so choosing another room
 * starts again at the first photo.
 */
export function RoomCarousel({ images, roomName }: RoomCarouselProps) {
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const total = images.length;
  const go = (next: number) => {
    setMoved(true);
    setIndex(wrapIndex(next, total));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={v.carousel.label(roomName)}
      className="relative"
    >
      <div className="relative overflow-hidden rounded-2xl bg-tea-900 shadow-lg shadow-tea-950/10">
        <div className="relative aspect-[4/3] sm:aspect-[16/10]">
          {images.map((image, i) => (
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={v.carousel.slide(i + 1, total)}
              aria-hidden={i !== index || undefined}
              inert={i !== index}
              className={cn(
                "absolute inset-0 transition-opacity duration-500 ease-out",
                i === index ? "opacity-100" : "opacity-0",
              )}
            >
              <RoomPhoto image={image} sizes="(min-width: 1024px) 720px, 100vw" />
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index - 1)}
          className="absolute top-1/2 left-3 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-tea-900 shadow-md transition-colors hover:bg-white"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{v.carousel.previous}</span>
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          className="absolute top-1/2 right-3 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-tea-900 shadow-md transition-colors hover:bg-white"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{v.carousel.next}</span>
        </button>
      </div>
      <div
        role="group"
        aria-label={v.carousel.dots}
        className="mt-4 flex items-center justify-center gap-1"
      >
        {images.map((image, i) => (
          <button
            key={image.id}
            type="button"
            aria-label={v.carousel.goTo(i + 1, total)}
            aria-current={i === index ? "true" : undefined}
            onClick={() => go(i)}
            className="group flex size-7 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block h-2.5 rounded-full transition-all duration-300",
                i === index
                  ? "w-7 bg-tea-700"
                  : "w-2.5 border border-tea-600 group-hover:bg-tea-200",
              )}
            />
          </button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {moved ? `${v.carousel.goTo(index + 1, total)}: ${images[index]?.alt ?? ""}` : ""}
      </p>
    </section>
  );
}
