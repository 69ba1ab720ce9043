import { lazy, Suspense, useSyncExternalStore } from "react";

// sonner is loaded on the first toast, not on page load: most visits never show one.

type ToastInput = { title: string; description?: string };

let requested = false;
const listeners = new Set<() => void>();
let resolveReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

// sonner and its region, in a chunk of their own.
const LazyToaster = lazy(() => import("./toaster-region"));

/**
 * Shows one toast (one at a time, spec): the newest takes the place of the one on screen, in the
 * same box, rather than the old one sliding away beside it. The notification region is a polite
 * live region announcing changed text, so a screen reader hears each.
 */
export function showToast(
  { title, description }: ToastInput,
  { keepInView }: { keepInView?: Element | null } = {},
) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void Promise.all([import("sonner"), ready]).then(([{ toast }]) => {
    toast(title, { id: "site-toast", description });
    // Two frames: sonner has laid the toast out.
    if (keepInView)
      requestAnimationFrame(() => requestAnimationFrame(() => scrollClearOfToast(keepInView)));
  });
}

/**
 * What the guest was reading (a booking card's total) must not end under the toast that answers
 * their tap: when the toast's place (its list's top, the toast's own height, not its slide in)
 * meets the element, the page scrolls just enough for the element to show below the toast.
 */
function scrollClearOfToast(element: Element) {
  const list = document.querySelector("[data-sonner-toaster]");
  const shown = list?.querySelector<HTMLElement>("[data-sonner-toast]");
  if (!list || !shown) return;
  const area = list.getBoundingClientRect();
  const bottom = area.top + shown.offsetHeight;
  const box = element.getBoundingClientRect();
  if (
    box.bottom <= area.top ||
    box.top >= bottom ||
    box.right <= area.left ||
    box.left >= area.right
  )
    return;
  const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollBy({ top: box.top - bottom - 12, behavior: smooth ? "smooth" : "instant" });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToastHost() {
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <LazyToaster onReady={resolveReady} />
    </Suspense>
  ) : null;
}
