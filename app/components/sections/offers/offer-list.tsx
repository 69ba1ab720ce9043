import { Mail, MessageCircle } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/runtime/site";
import { mailtoLink, whatsappLink } from "~/lib/handoff";
import { Container } from "~/components/ui/container";
import { useClientValue } from "~/components/ui/use-hydrated";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Offer } from "~/content/runtime/offers";
import { OfferCard } from "./offer-card";
import { cn } from "~/lib/cn";
import { offers as offersM } from "~/locale/offers";
import { hotelToday, runsOn } from "~/lib/today";

declare const __BUILD_DAY__: string;

/**
 * The offers running today. The prerendered page lists those running on the day it was built; in
 * the browser the list is chosen again by the guest's day at the hotel, so a page built in March
 * never shows an offer that ended in April (and shows one that began since).
 */
export function OfferList({ offers }: { offers: readonly Offer[] }) {
  const id = useId();
  const today = useClientValue(hotelToday(), __BUILD_DAY__);
  // The guests' favourite first: it leads the list, the width of the page (OfferCard).
  const running = offers
    .filter((offer) => runsOn(offer, today))
    .sort((a, b) => Number(b.isPopular === true) - Number(a.isPopular === true));
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-ivory py-20 sm:py-28">
      <Container>
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={offersM.listEyebrow}
          title={offersM.listHeading}
        >
          {offersM.listIntro}
        </SectionHeading>
        {running.length ? (
          <ul className="mt-14 grid gap-8 sm:grid-cols-2">
            {running.map((offer) => (
              <li key={offer.id} className={cn("flex", offer.isPopular && "sm:col-span-2")}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        ) : (
          <NoneRunning />
        )}
      </Container>
    </section>
  );
}

/** No offer runs on the guest's day: says so, and how to ask the team or hear of the next. */
function NoneRunning() {
  return (
    <div className="mt-14 max-w-2xl text-lg text-stone-700">
      <p className="font-display text-2xl text-tea-900">{offersM.noneRunning}</p>
      <p className="mt-4">{offersM.noneRunningAsk}</p>
      <p className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a
          href={whatsappLink(site.phone, offersM.askText)}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: "primary" })}
        >
          <MessageCircle aria-hidden="true" />
          {offersM.askWhatsapp}
        </a>
        <a
          href={mailtoLink(site.email, offersM.askSubject, offersM.askText)}
          className={buttonVariants({ variant: "outline" })}
        >
          <Mail aria-hidden="true" />
          {offersM.askEmail}
        </a>
      </p>
      <p className="mt-6">
        {offersM.noneRunningNews}{" "}
        <a
          href="#offers-newsletter-heading"
          className="font-medium text-tea-800 underline underline-offset-4"
        >
          {offersM.noneRunningLink}
        </a>
      </p>
    </div>
  );
}
