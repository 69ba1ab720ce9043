import type { Route } from "./+types/special-offers";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { Container } from "~/components/ui/container";
import { buildDay, entriesOf, pageCopyOf } from "~/content/server/content.server";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { HowToBook } from "~/components/sections/offers/how-to-book";
import {
  NewsletterBox,
  offersNewsletterHeadingId,
} from "~/components/sections/offers/newsletter-box";
import { OfferList } from "~/components/sections/offers/offer-list";
import { OfferTerms } from "~/components/sections/offers/offer-terms";

/**
 * The offers not over by the day of the build: the page lists those running, and the browser
 * chooses again by the guest's day (one that starts after the build shows up on its first day).
 */
export const loader = () => ({
  copy: pageCopyOf("offers-page"),
  offers: entriesOf("offers").filter((offer) => offer.validUntil >= buildDay()),
});

/** The page has its own newsletter box (spec): the footer leaves its one out here. */
export const handle = { footerNewsletter: false };

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("offers", loaderData?.copy);

export default function OffersPage({ loaderData: { copy, offers } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <OfferList offers={offers} />
      <HowToBook />
      <div className="bg-sand py-20 sm:py-28">
        <Container className="grid gap-14 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-20">
          <OfferTerms />
          <NewsletterBox>
            <NewsletterForm
              tone="light"
              showHeading={false}
              labelledBy={offersNewsletterHeadingId}
            />
          </NewsletterBox>
        </Container>
      </div>
    </>
  );
}
