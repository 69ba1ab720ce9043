import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { DialogOverlay } from "./dialog-overlay";
import type { LightboxImage, LightboxLabels } from "./lightbox";

// The page ships only this launcher; the lightbox itself (Radix Dialog and all) is fetched when a
// guest first points at, focuses or opens a photo.
const loadLightbox = () => import("./lightbox");
const Lightbox = lazy(loadLightbox);

/** Starts fetching the lightbox module; call on pointerenter/focus of a thumbnail. */
export function preloadLightbox() {
  void loadLightbox();
}

type OpenLightbox = (
  images: readonly LightboxImage[],
  index: number,
  trigger?: HTMLElement | null,
) => void;

/**
 * One lightbox for a page. `open(images, index, trigger)` shows `images[index]` with previous/next
 * through the set; focus returns to `trigger` on close. Render `element` once anywhere in the page.
 */
export function useLightbox(labels: LightboxLabels): { open: OpenLightbox; element: ReactNode } {
  const [state, setState] = useState<{
    images: readonly LightboxImage[];
    index: number | null;
  }>({ images: [], index: null });
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const open = useCallback<OpenLightbox>((images, index, trigger) => {
    returnFocusRef.current = trigger ?? null;
    setState({ images, index });
  }, []);

  const element =
    state.index === null ? null : (
      <>
        <DialogOverlay variant="fullscreen" />
        <Suspense fallback={null}>
          <Lightbox
            images={state.images}
            index={state.index}
            onIndexChange={(index) => setState((previous) => ({ ...previous, index }))}
            labels={labels}
            returnFocusRef={returnFocusRef}
          />
        </Suspense>
      </>
    );
  return { open, element };
}

/** Props for a thumbnail button that opens the lightbox: preloads it and says it opens a dialog. */
export const lightboxTriggerProps = {
  type: "button",
  "aria-haspopup": "dialog",
  onPointerEnter: preloadLightbox,
  onFocus: preloadLightbox,
} as const;
