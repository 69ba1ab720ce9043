import type { Route } from "./+types/contact";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { Container } from "~/components/ui/container";
import { islandsOf } from "~/components/ui/static-island";
import { ContactForms } from "~/features/contact/contact-forms";
import { contactPage } from "~/i18n/contact";

export const meta: Route.MetaFunction = () => pageMeta("contact", contactPage);

// Text, hours, the map and the FAQ do nothing in the browser: hydrated as their prerendered HTML,
// their code loads only on a client-side visit (docs/decisions/0010).
const island = islandsOf(() => import("~/features/contact/contact-sections"));
const ContactDetails = island("ContactDetails");
const OpeningHours = island("OpeningHours");
const MapCard = island("MapCard");
const FaqList = island("FaqList");

export default function ContactPage() {
  return (
    <>
      <PageHero
        title={contactPage.heading}
        intro={contactPage.intro}
        photoId="1551882547-ff40c63fe5fa"
        photoAlt={contactPage.photoAlt}
      />
      {/* Small screens: details, the forms, then hours. Wide screens: details and hours on the
          left, the forms beside them. */}
      <div className="py-16 sm:py-24">
        <Container className="grid items-start gap-12 lg:grid-cols-12 lg:gap-x-16">
          <ContactDetails className="lg:col-span-5" />
          <ContactForms className="lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1" />
          <OpeningHours className="lg:col-span-5" />
        </Container>
      </div>
      <MapCard />
      <FaqList />
    </>
  );
}
