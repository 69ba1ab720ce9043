import type { Route } from "./+types/about";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { PhotoBand } from "~/components/ui/photo-band";
import { entriesOf, pageCopyOf } from "~/content/server/content.server";
import { JourneyTimeline } from "~/components/sections/about/journey-timeline";
import { MissionSection } from "~/components/sections/about/mission-section";
import { TeamSection } from "~/components/sections/about/team-section";
import { ValuesSection } from "~/components/sections/about/values-section";

export const loader = () => {
  const {
    missionStatement,
    missionParagraphs,
    missionPhoto,
    missionPhotoAlt,
    bandPhoto,
    bandPhotoAlt,
    ...copy
  } = pageCopyOf("about-page");
  return {
    copy,
    mission: {
      statement: missionStatement,
      paragraphs: missionParagraphs,
      photo: { id: missionPhoto, alt: missionPhotoAlt },
    },
    band: { id: bandPhoto, alt: bandPhotoAlt },
    milestones: entriesOf("milestones").map(({ id, year, title, description }) => ({
      id,
      year,
      title,
      description,
    })),
    team: entriesOf("team").map(({ id, name, position, bio, avatar }) => ({
      id,
      name,
      position,
      bio,
      avatar,
    })),
    values: entriesOf("values").map(({ id, icon, title, description }) => ({
      id,
      icon,
      title,
      description,
    })),
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("about", loaderData?.copy);

export default function AboutPage({
  loaderData: { copy, mission, band, milestones, team, values },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <MissionSection mission={mission} />
      <PhotoBand photo={band} kind="river" />
      <JourneyTimeline milestones={milestones} />
      <TeamSection team={team} />
      <ValuesSection values={values} />
    </>
  );
}
