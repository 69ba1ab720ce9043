import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
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
    setOpen(false);
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
  // outside the header, main and footer).
  return (
    <aside
      aria-label={m.chat.region}
      className="fixed right-4 bottom-[calc(var(--sticky-bar,0rem)+1rem)] z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-[calc(var(--sticky-bar,0rem)+1.5rem)]"
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
        className="flex size-14 items-center justify-center rounded-full bg-tea-700 text-white shadow-lg shadow-tea-950/25 ring-1 ring-white/20 transition-transform hover:scale-105 hover:bg-tea-800"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </aside>
  );
}
