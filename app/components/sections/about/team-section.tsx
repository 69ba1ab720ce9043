import { Container } from "~/components/ui/container";
import { Photo } from "~/components/ui/photo";
import { SectionHeading } from "~/components/ui/section-heading";
import { avatarUrl } from "~/lib/photo";
import type { localizeMember } from "~/content/schemas/collections/about";
import { about as t } from "~/locale/about";

type Member = Omit<ReturnType<typeof localizeMember>, "order" | "chef">;

export function TeamSection({ team }: { team: readonly Member[] }) {
  const copy = t.team;
  return (
    <section aria-labelledby="our-team" className="bg-sand py-20 sm:py-28">
      <Container>
        <SectionHeading id="our-team" eyebrow={copy.eyebrow} title={copy.heading}>
          <p>{copy.intro}</p>
        </SectionHeading>
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {team.map((member) => (
            <li
              key={member.id}
              className="overflow-hidden rounded-2xl bg-white shadow-[0_20px_40px_-28px_rgb(11_28_20/0.35)] ring-1 ring-tea-900/8"
            >
              <Photo
                src={avatarUrl(member.avatar, 600)}
                alt={copy.photoAlt(member.name, member.position)}
                ratio={1}
                kind="person"
              />
              <div className="p-6 sm:p-7">
                <h3 className="text-2xl font-medium text-tea-900">{member.name}</h3>
                <p className="mt-1 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                  {member.position}
                </p>
                <p className="mt-4 leading-relaxed text-muted">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
