import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useMessages } from "~/i18n/messages";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

/** Floating chat button; the panel's code loads on first open and stays mounted to keep the talk. */
export function ChatLauncher() {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {opened ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
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
    </div>
  );
}
