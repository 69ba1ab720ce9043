import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, type RefObject } from "react";
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from "./dialog";
import { Photo } from "./photo";

// Loaded lazily (see lightbox-launcher.tsx): only guests who open a photo download this module.

export type LightboxImage = {
  /** Id on the photo host. */
  id: string;
  alt: string;
  /** Shown under the photo and used as the dialog's title; the alt text when absent. */
  title?: string;
  /** Width / height; most photos are landscape 3:2. */
  ratio?: number;
};

export type LightboxLabels = {
  close: string;
  previous: string;
  next: string;
  position: (current: number, total: number) => string;
};

export type LightboxProps = {
  images: readonly LightboxImage[];
  /** The photo shown; the lightbox is open while this is a number. */
  index: number | null;
  /** Called with the new index on previous/next, and with null on close. */
  onIndexChange: (index: number | null) => void;
  labels: LightboxLabels;
  /** The thumbnail that opened the lightbox: focus goes back to it on close. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** `index` moved into 0..length-1, wrapping both ways (previous of the first is the last). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

const SWIPE_PX = 50;

/**
 * A photo enlarged over a dimmed page. With a set of photos it offers previous/next (buttons,
 * arrow keys and swipe), wrapping around. Closes on Escape, the close button or a click on the
 * backdrop, and returns focus to the thumbnail that opened it.
 */
export default function Lightbox({
  images,
  index,
  onIndexChange,
  labels,
  returnFocusRef,
}: LightboxProps) {
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const figureRef = useRef<HTMLElement>(null);
  const open = index !== null && images.length > 0;
  const current = open ? wrapIndex(index, images.length) : 0;
  const image = images[current];
  const many = images.length > 1;
  const go = (step: number) => onIndexChange(wrapIndex(current + step, images.length));
  const close = () => onIndexChange(null);
  const ratio = image?.ratio ?? 3 / 2;

  const navButton =
    "absolute bottom-6 z-10 flex size-12 items-center sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 backdrop-blur-sm transition-colors hover:bg-white/20 [&_svg]:size-6";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <DialogContent
        variant="fullscreen"
        aria-describedby={undefined}
        className="flex flex-col items-center justify-center px-4 pt-16 pb-24 sm:px-20 sm:pb-6"
        onKeyDown={(event) => {
          if (!many) return;
          if (event.key === "ArrowLeft") {
            event.preventDefault();
            go(-1);
          } else if (event.key === "ArrowRight") {
            event.preventDefault();
            go(1);
          }
        }}
        onClick={(event) => {
          // The content box fills the screen: a click on its empty area, or beside the photo, is a
          // click on the backdrop. The click that ends a swipe is not.
          if (swiped.current) {
            swiped.current = false;
            return;
          }
          if (event.target === event.currentTarget || event.target === figureRef.current) close();
        }}
        onCloseAutoFocus={(event) => {
          const trigger = returnFocusRef?.current;
          if (trigger?.isConnected) {
            event.preventDefault();
            trigger.focus();
          }
        }}
      >
        <DialogCloseButton variant="fullscreen" label={labels.close} />
        {many ? (
          <p className="absolute top-6 left-5 text-sm font-medium tracking-[0.15em] text-white/85">
            <span aria-hidden="true">
              {current + 1} / {images.length}
            </span>
            <span className="sr-only">{labels.position(current + 1, images.length)}</span>
          </p>
        ) : null}

        {image ? (
          <figure
            ref={figureRef}
            className="relative flex w-full flex-col items-center"
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
              swiped.current = false;
            }}
            onPointerUp={(event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (!many || start === null) return;
              const distance = event.clientX - start;
              if (Math.abs(distance) < SWIPE_PX) return;
              swiped.current = true;
              go(distance < 0 ? 1 : -1);
            }}
          >
            <div
              className="w-full"
              style={{ maxWidth: `min(100%, calc((100svh - 10rem) * ${ratio}))` }}
            >
              <Photo
                key={image.id}
                id={image.id}
                alt={image.alt}
                ratio={ratio}
                sizes="100vw"
                className="rounded-2xl shadow-2xl"
                imgClassName="object-contain!"
              />
            </div>
            <figcaption aria-live="polite" className="mt-4 max-w-2xl px-2 text-center">
              <DialogTitle className="font-display text-lg font-medium text-white sm:text-xl">
                {image.title ?? image.alt}
              </DialogTitle>
            </figcaption>
          </figure>
        ) : null}

        {many ? (
          <>
            <button
              type="button"
              className={`${navButton} left-5`}
              aria-label={labels.previous}
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${navButton} right-5`}
              aria-label={labels.next}
              onClick={() => go(1)}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
