import type { Route } from "./+types/about";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { aboutHeroPhoto } from "~/content/about";
import { JourneyTimeline } from "~/features/about/journey-timeline";
import { MissionSection } from "~/features/about/mission-section";
import { TeamSection } from "~/features/about/team-section";
import { ValuesSection } from "~/features/about/values-section";
import { aboutPage } from "~/i18n/about";

export const meta: Route.MetaFunction = () => pageMeta("about", aboutPage);

export default function AboutPage() {
  return (
    <>
      <PageHero
        title={aboutPage.heading}
        intro={aboutPage.intro}
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
