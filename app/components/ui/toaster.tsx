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
export function showToast({ title, description }: ToastInput) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void Promise.all([import("sonner"), ready]).then(([{ toast }]) => {
    toast(title, { id: "site-toast", description });
  });
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
