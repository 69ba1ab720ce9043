import type { Route } from "./+types/about";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { aboutHeroPhoto } from "~/content/about";
import { JourneyTimeline } from "~/features/about/journey-timeline";
import { MissionSection } from "~/features/about/mission-section";
import { TeamSection } from "~/features/about/team-section";
import { ValuesSection } from "~/features/about/values-section";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("about");

export default function AboutPage() {
  const m = useMessages();
  return (
    <>
      <PageHero
        title={m.pages.about.heading}
        intro={m.pages.about.intro}
        photoId={aboutHeroPhoto.id}
        photoAlt={aboutHeroPhoto.alt}
      />
      <MissionSection />
      <JourneyTimeline />
      <TeamSection />
      <ValuesSection />
    </>
  );
}
