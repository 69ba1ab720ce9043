import { createPortal } from "react-dom";
import { cn } from "~/lib/cn";

/**
 * `panel`: a white card over the dimmed, slightly blurred page (search, checkout).
 * `fullscreen`: the content fills the screen over an almost opaque dark backdrop (photos).
 */
export type DialogVariant = "panel" | "fullscreen";

const overlayClass: Record<DialogVariant, string> = {
  panel: "bg-tea-950/55 backdrop-blur-[2px]",
  fullscreen: "bg-tea-950/92",
};

/**
 * The dimmed page behind a dialog (dialog.tsx). Whoever opens the dialog renders it while open,
 * from the page's own code: the tap that opens a dialog paints this at once, even the first time,
 * while the dialog's code is still on its way. A click on it is a click outside the dialog, which
 * closes it. It fades in; under reduced motion the site's global rule (app.css) cuts the fade.
 */
export function DialogOverlay({ variant = "panel" }: { variant?: DialogVariant }) {
  return createPortal(
    <div
      aria-hidden="true"
      data-dialog-overlay=""
      // Clicking it closes the dialog, which puts focus back on what opened it; the press itself
      // must not then move focus to the page.
      onMouseDown={(event) => event.preventDefault()}
      className={cn(
        "pointer-events-auto fixed inset-0 z-50 animate-[fade-in_0.2s_ease-out]",
        overlayClass[variant],
      )}
    />,
    document.body,
  );
}
