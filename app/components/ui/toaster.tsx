import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

// sonner is loaded on the first toast, not on page load: most visits never show one.

type ToastInput = { title: string; description?: string };

let requested = false;
const listeners = new Set<() => void>();
let resolveReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

const LazyToaster = lazy(async () => {
  const { Toaster } = await import("sonner");
  function ReadyToaster() {
    // Child effects run first, so sonner is subscribed by the time this resolves.
    useEffect(() => resolveReady(), []);
    return (
      <Toaster
        visibleToasts={1}
        position="bottom-center"
        // Above a phone's sticky booking bar (components/ui/sticky-bar.tsx), when there is one.
        mobileOffset={{ bottom: "calc(var(--sticky-bar, 0rem) + 16px)" }}
        closeButton
        toastOptions={{ className: "font-sans" }}
      />
    );
  }
  return { default: ReadyToaster };
});

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
      <LazyToaster />
    </Suspense>
  ) : null;
}
