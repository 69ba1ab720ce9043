import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { cn } from "~/lib/cn";
import { site as m } from "~/locale/site";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

/** Floating chat button; the panel's code loads on first open and stays mounted to keep the talk. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Focus inside the panel would be lost with it (it is hidden, not removed): it goes back to the
  // button that opened it. Focus elsewhere on the page stays where it is.
  const close = () => {
    const focusInPanel = document.getElementById("chat-panel")?.contains(document.activeElement);
    // On a phone the button is hidden while the panel is open: it shows again with this render.
    flushSync(() => setOpen(false));
    if (focusInPanel) button.current?.focus();
  };

  // The open panel covers the bottom right of the page, so Escape closes it from anywhere: a
  // keyboard user whose focus is behind it uncovers it without moving focus (WCAG 2.2, 2.4.11).
  // A layer that took the key first (a dialog, the date picker) keeps it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) close();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  // A complementary landmark of its own: a reader moving by landmark finds the chat (it stands
  // outside the header, main and footer). Closed, it is a tab 1.5rem wide at the screen's right
  // edge, 0.5rem above its foot or a phone's booking bar (--sticky-bar, app.css): in the page's
  // side margin (the containers' padding: 2rem from 640 px; 1.25rem on a phone, where it reaches
  // a hair past it). So it covers no control where the page opens or ends, none as it scrolls by
  // but the outer edge of a full-width one on a phone, and never the booking bar. Open on a
  // phone, the conversation takes the whole screen, and the panel's own close button serves.
  return (
    <aside
      aria-label={m.chat.region}
      className={cn(
        "fixed right-0 bottom-[calc(0.5rem+var(--sticky-bar,0rem))] z-30 flex flex-col items-end gap-3",
        // Open, above the site's header (on a phone it takes the whole screen).
        open && "z-50",
      )}
    >
      {opened ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={opened ? "chat-panel" : undefined}
        aria-label={open ? m.chat.close : m.chat.open}
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
        className={cn(
          "flex h-14 w-6 items-center justify-center rounded-l-xl bg-tea-700 text-white shadow-lg transition-colors hover:bg-tea-800",
          open && "max-sm:hidden",
        )}
      >
        {open ? (
          <X aria-hidden="true" className="size-4" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-4" />
        )}
      </button>
    </aside>
  );
}
