import type { Route } from "./+types/special-offers";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { Container } from "~/components/ui/container";
import { offers } from "~/content/offers";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { HowToBook } from "~/features/offers/how-to-book";
import { NewsletterBox, offersNewsletterHeadingId } from "~/features/offers/newsletter-box";
import { OfferList } from "~/features/offers/offer-list";
import { OfferTerms } from "~/features/offers/offer-terms";
import { offersPage } from "~/i18n/offers";

export const meta: Route.MetaFunction = () => pageMeta("offers", offersPage);

export default function OffersPage() {
  return (
    <>
      <PageHero
        title={offersPage.heading}
        intro={offersPage.intro}
        photoId="1582719478250-c89cae4dc85b"
        photoAlt={offersPage.photoAlt}
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
