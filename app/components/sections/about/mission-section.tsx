import { Container } from "~/components/ui/container";
import { Photo } from "~/components/ui/photo";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Photo as PhotoData } from "~/content/schemas/collections/fields";
import { about as t } from "~/locale/about";

export type Mission = { statement: string; paragraphs: readonly string[]; photo: PhotoData };

export function MissionSection({ mission }: { mission: Mission }) {
  const copy = t.mission;
  return (
    <section aria-labelledby="our-mission" className="bg-ivory py-20 sm:py-28">
      <Container className="grid items-center gap-14 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <div>
          <SectionHeading
            id="our-mission"
            eyebrow={copy.eyebrow}
            title={copy.heading}
            align="start"
          />
          <blockquote className="mt-8 border-l-2 border-gold-400 pl-6 font-display text-2xl leading-snug text-tea-800 italic sm:text-3xl">
            <p>{mission.statement}</p>
          </blockquote>
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-6 text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <span
            aria-hidden="true"
            className="absolute -top-4 -right-4 h-2/3 w-2/3 rounded-3xl bg-gold-200/60"
          />
          <Photo
            id={mission.photo.id}
            alt={mission.photo.alt}
            ratio={1}
            kind="hall"
            sizes="(min-width: 1280px) 520px, (min-width: 1024px) 42vw, (min-width: 448px) 448px, 100vw"
            className="rounded-2xl shadow-xl shadow-tea-950/15"
          />
        </div>
      </Container>
    </section>
  );
}
