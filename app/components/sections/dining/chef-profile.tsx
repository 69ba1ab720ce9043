import { Award } from "lucide-react";
import { Container } from "~/components/ui/container";
import { Photo } from "~/components/ui/photo";
import { dining as m } from "~/locale/dining";
import type { Chef } from "./types";

/** The executive chef: portrait, name, position, biography and awards. */
export function ChefProfile({ chef }: { chef: Chef }) {
  return (
    <section aria-labelledby="chef-heading" className="overflow-x-clip bg-white py-20 sm:py-28">
      <Container className="grid items-center gap-12 lg:grid-cols-[5fr_7fr] lg:gap-20">
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <span
            aria-hidden="true"
            className="absolute inset-0 translate-x-3 translate-y-3 rounded-2xl bg-gold-100 sm:translate-x-5 sm:translate-y-5"
          />
          <Photo
            id={chef.image.id}
            alt={chef.image.alt}
            ratio={4 / 5}
            sizes="(min-width: 1024px) 30rem, 90vw"
            kind="person"
            className="relative rounded-2xl shadow-lg"
          />
        </div>
        <div>
          <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
            {m.chef.eyebrow}
          </p>
          <h2
            id="chef-heading"
            className="text-3xl leading-tight font-medium text-tea-900 sm:text-4xl"
          >
            {chef.name}
          </h2>
          <p className="mt-2 font-display text-lg text-gold-700 italic">{chef.position}</p>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            {chef.bio.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <h3 className="mt-10 text-xl font-medium text-tea-900">{m.chef.awards}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {chef.awards.map((award) => (
              <li
                key={award}
                className="flex items-start gap-3 rounded-xl bg-ivory p-4 text-sm leading-snug ring-1 ring-tea-900/5"
              >
                <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
                <span>{award}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
