import { MessageCircle, Phone, Send, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { chat } from "~/content/runtime/chat";
import { site, telHref, deskPhoneShown } from "~/content/runtime/site";
import { chat as t } from "~/locale/chat";
import { replyTo, whatsappHref } from "./chat-answers";
import { canSend, REPLY_DELAY_MS, type ChatMessage } from "./chat-model";

type ChatPanelProps = { open: boolean; onClose: () => void };

let nextId = 1;
const message = (text: string, sender: ChatMessage["sender"]): ChatMessage => ({
  id: nextId++,
  text,
  sender,
  timestamp: Date.now(),
});

export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  // Mounted on first open, so the welcome message is added exactly once.
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(chat.welcome, "agent")]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // A new answer is read from its start: the log scrolls to its first line (to the end when it is
  // shorter than the view); the guest's own message and the typing line to the end.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const last = log.querySelector<HTMLElement>("[data-sender]:last-of-type");
    log.scrollTop =
      last?.dataset.sender === "agent" && pending === 0
        ? Math.min(last.offsetTop - 12, log.scrollHeight)
        : log.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // The reply is chosen when the message is sent and shown after the typing indicator.
  const send = (text: string) => {
    if (!canSend(text)) return;
    const question = text.trim();
    setMessages((list) => [...list, message(question, "user")]);
    setPending((count) => count + 1);
    const reply = replyTo(question).text;
    timers.current.push(
      window.setTimeout(() => {
        setMessages((list) => [...list, message(reply, "agent")]);
        setPending((count) => count - 1);
      }, REPLY_DELAY_MS),
    );
  };

  return (
    <section
      id="chat-panel"
      hidden={!open}
      aria-label={t.title}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      // A phone: the whole screen, so an answer reads whole. Larger: a card above the launcher.
      className="flex flex-col overflow-hidden bg-white text-ink max-sm:fixed max-sm:inset-0 max-sm:z-40 max-sm:h-svh sm:relative sm:right-4 sm:h-[min(32rem,calc(100svh-7rem))] sm:w-[min(23rem,calc(100vw-2rem))] sm:rounded-2xl sm:shadow-2xl sm:ring-1 sm:ring-black/10"
    >
      <header className="flex items-center justify-between bg-tea-800 px-5 py-4 text-white">
        <div>
          <h2 className="font-display text-lg font-medium">{t.title}</h2>
          <p className="text-xs text-white/75">{chat.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className="flex size-10 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-label={t.log}
        aria-live="polite"
        className="relative flex-1 space-y-3 overflow-y-auto overscroll-contain bg-ivory px-4 py-5"
      >
        {messages.map((item) => (
          <p
            key={item.id}
            data-sender={item.sender}
            className={
              item.sender === "user"
                ? "ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-tea-700 px-4 py-2.5 text-sm break-words whitespace-pre-wrap text-white"
                : "max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-4 py-2.5 text-sm break-words text-ink shadow-sm ring-1 ring-tea-100"
            }
          >
            <span className="sr-only">{item.sender === "user" ? t.you : t.agent}: </span>
            {item.text}
          </p>
        ))}
        {pending > 0 ? (
          <p className="text-sm text-muted italic" role="status">
            {t.typing}
          </p>
        ) : null}
      </div>
      <div className="space-y-2 border-t border-tea-100 bg-white px-3 pt-3 text-xs">
        <p className="text-muted">{t.automated}</p>
        <ul aria-label={t.quickRepliesLabel} className="flex flex-wrap gap-1.5">
          {t.quickReplies.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                onClick={() => send(item.question)}
                className="rounded-full border border-tea-200 px-3 py-1.5 text-tea-800 hover:bg-tea-50"
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-muted">{t.contactLabel}:</span>
          <a
            href={whatsappHref}
            className="inline-flex items-center gap-1 font-medium text-tea-800 underline underline-offset-2"
          >
            <MessageCircle aria-hidden="true" className="size-3.5" />
            {t.whatsapp}
          </a>
          <a
            href={telHref(site.phone)}
            className="inline-flex items-center gap-1 font-medium text-tea-800 underline underline-offset-2"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {t.call(deskPhoneShown)}
          </a>
        </p>
      </div>
      <form
        className="flex gap-2 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSend(draft)) return;
          send(draft);
          setDraft("");
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {t.inputLabel}
        </label>
        <input
          id="chat-input"
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t.placeholder}
          maxLength={2000}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-tea-200 px-4 py-2.5 text-base focus-visible:border-tea-600"
        />
        <button
          type="submit"
          disabled={!canSend(draft)}
          aria-label={t.send}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-tea-700 text-white hover:bg-tea-800 disabled:opacity-50"
        >
          <Send aria-hidden="true" className="size-4" />
        </button>
      </form>
    </section>
  );
}
