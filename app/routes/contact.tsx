import type { Route } from "./+types/contact";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { Container } from "~/components/ui/container";
import { islandsOf } from "~/components/ui/static-island";
import { pageCopyOf } from "~/content/server/content.server";
import { faqEntries } from "~/content/server/faq.server";
import { ContactForms } from "~/features/contact/contact-forms";
import type { RequestBody } from "~/domain/guest-requests";
import type { Enquiry } from "~/domain/request-delivery";

// A hotel or table request asked for here is kept in My requests, and sent to the hotel when the
// hotel has requests delivered. Its code loads when the reservation forms open, so the page's
// first load stays small.
const loadStore = () => import("~/features/requests/request-store");
const loadDelivery = () => import("~/features/requests/deliver-kept");
const prepareRequests = () => void Promise.all([loadStore(), loadDelivery()]).catch(() => {});
const keepRequest = (request: RequestBody) =>
  loadStore().then(({ recordRequest }) => {
    const kept = recordRequest(request);
    // Sent in the background: My requests and the line the form leaves say how it stands.
    void loadDelivery()
      .then(({ deliverKept }) => deliverKept(kept))
      .catch(() => {});
    return kept.ref;
  });

// A message is sent on only when the hotel has enquiries delivered; its code loads with the send.
const sendEnquiry = (enquiry: Enquiry) =>
  import("~/features/requests/delivery").then(({ deliverEnquiry }) => deliverEnquiry(enquiry));

export const loader = () => ({ copy: pageCopyOf("contact-page"), faq: faqEntries() });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("contact", loaderData?.copy);

// Text, hours, the map and the FAQ do nothing in the browser: hydrated as their prerendered HTML,
// their code loads only on a client-side visit (docs/decisions/0010).
const island = islandsOf(() => import("~/features/contact/contact-sections"));
const ContactDetails = island("ContactDetails");
const OpeningHours = island("OpeningHours");
const MapCard = island("MapCard");
const FaqList = island("FaqList");

export default function ContactPage({ loaderData: { copy, faq } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      {/* Small screens: details, the forms, then hours. Wide screens: details and hours on the
          left, the forms beside them. */}
      <div className="py-16 sm:py-24">
        <Container className="grid items-start gap-12 lg:grid-cols-12 lg:gap-x-16">
          <ContactDetails copy={copy.details} className="lg:col-span-5" />
          <ContactForms
            copy={copy.forms}
            keepRequest={keepRequest}
            prepareRequests={prepareRequests}
            sendEnquiry={sendEnquiry}
            className="lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1"
          />
          <OpeningHours className="lg:col-span-5" />
        </Container>
      </div>
      <MapCard copy={copy.map} />
      <FaqList copy={copy.faq} entries={faq} />
    </>
  );
}
