import type { ReactNode } from "react";
import { Container } from "./container";

/**
 * A compact bar fixed to the foot of a phone's screen (hidden from 1024 px, where the page's own
 * booking card is in view), for the one action a page is for. While it is on the page, app.css
 * sets --sticky-bar to its height: the page gains that much room at its foot, scrolling into view
 * (focus included) stops above it. Its end (2.5rem on a phone) is kept free for the chat
 * launcher's tab (features/chat/chat-launcher.tsx). On a short screen (a phone on its side, 400%
 * zoom) it is not fixed but part of the page. Its action keeps to one line (`shrink-0
 * whitespace-nowrap`); the words beside it wrap.
 */
export function StickyBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside
      aria-label={label}
      data-sticky-bar=""
      className="fixed inset-x-0 bottom-0 z-20 h-(--sticky-bar-height) border-t border-tea-100 bg-white/95 shadow-[0_-8px_24px_-16px_rgb(0_0_0/0.25)] backdrop-blur lg:hidden"
    >
      <Container className="flex h-full items-center justify-between gap-3 pr-10">
        {children}
      </Container>
    </aside>
  );
}
