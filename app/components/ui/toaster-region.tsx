import { useEffect, type CSSProperties } from "react";
import { useLocation } from "react-router";
import { Toaster, toast } from "sonner";

/**
 * sonner's region, in a chunk of its own with sonner (toaster.tsx loads it on the first toast).
 * `onReady` is called once sonner listens for toasts.
 */
export default function ToasterRegion({ onReady }: { onReady: () => void }) {
  const { pathname } = useLocation();
  // Child effects run first, so sonner is subscribed by the time this runs.
  useEffect(onReady, [onReady]);
  // A toast belongs to the page it was shown on ("Added to cart" does not follow the guest to the
  // cart): leaving the page dismisses it.
  useEffect(() => () => void toast.dismiss(), [pathname]);
  return (
    <Toaster
      visibleToasts={1}
      // At the top, under the fixed header (4.5rem on a phone, 6.75rem with its top row from
      // 768 px): clear of the booking bar, the chat launcher and the buttons at the foot of a page
      // or a dialog. Below 600 px as wide as the screen; wider, at the right.
      position="top-right"
      offset={{ top: "7.5rem", right: "1.5rem" }}
      mobileOffset={{ top: "5rem", right: "1rem", left: "1rem" }}
      closeButton
      // The site's palette on sonner's own layout: ivory, a gold edge, tea-green words.
      style={
        {
          "--normal-bg": "var(--color-ivory)",
          "--normal-border": "var(--color-gold-300)",
          "--normal-text": "var(--color-tea-900)",
          "--border-radius": "1rem",
        } as CSSProperties
      }
      toastOptions={{
        className: "font-sans",
        classNames: { title: "font-display text-base" },
        style: { fontSize: "0.875rem", boxShadow: "0 12px 32px -12px rgb(11 28 20 / 0.35)" },
      }}
    />
  );
}
