import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { offers as offersM } from "~/locale/offers";

/** The id of the card's heading, which names the sign-up form the route puts in it. */
export const offersNewsletterHeadingId = "offers-newsletter-heading";

/** The offers page's newsletter card; the route passes the sign-up form in (features stay apart). */
export function NewsletterBox({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby={offersNewsletterHeadingId}
      className="self-start rounded-2xl bg-white p-8 shadow-sm ring-1 ring-tea-900/8 sm:p-10"
    >
      <span className="grid size-12 place-items-center rounded-full bg-tea-800 text-gold-200">
        <Mail aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
        {offersM.newsletterEyebrow}
      </p>
      <h2
        id={offersNewsletterHeadingId}
        className="mt-2 text-2xl leading-snug font-medium text-tea-900 sm:text-3xl"
      >
        {offersM.newsletterHeading}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
