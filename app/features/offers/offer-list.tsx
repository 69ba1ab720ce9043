import { useId } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Offer } from "~/content/offers-schemas";
import { OfferCard } from "./offer-card";
import { useOffersMessages } from "~/i18n/offers";

export function OfferList({ offers }: { offers: readonly Offer[] }) {
  const offersM = useOffersMessages();
  const id = useId();
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
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
            <li key={offer.id} className="flex">
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
