import type { Route } from "./+types/contact";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("contact");

export default function ContactPage() {
  const m = useMessages();
  return (
    <PageHero
      title={m.pages.contact.heading}
      intro={m.pages.contact.intro}
      photoId="1551882547-ff40c63fe5fa"
      photoAlt="The hotel entrance at night"
    />
  );
}
