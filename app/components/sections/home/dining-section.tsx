import { UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Photo } from "~/components/ui/photo";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Photo as PhotoData } from "~/content/schemas/collections/fields";
import { home as t } from "~/locale/home";
import { pagePath } from "~/content/runtime/pages";

type Dining = { text: string; highlights: readonly string[]; photo: PhotoData };

export function DiningSection({ text, highlights, photo }: Dining) {
  const copy = t.dining;
  return (
    <section aria-labelledby="home-dining" className="overflow-hidden bg-sand py-20 sm:py-28">
      <Container className="grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div className="relative mx-auto w-full max-w-md lg:order-last lg:max-w-none">
          <span
            aria-hidden="true"
            className="absolute -inset-3 translate-x-6 translate-y-6 rounded-3xl border border-gold-400/60 sm:-inset-4"
          />
          <Photo
            id={photo.id}
            alt={photo.alt}
            ratio={4 / 5}
            kind="dish"
            sizes="(min-width: 1280px) 560px, (min-width: 1024px) 44vw, (min-width: 448px) 448px, 100vw"
            className="reveal rounded-2xl shadow-xl shadow-tea-950/15"
          />
        </div>
        <div>
          <SectionHeading
            id="home-dining"
            eyebrow={copy.eyebrow}
            title={copy.heading}
            align="start"
          >
            <p>{text}</p>
          </SectionHeading>
          <ul className="mt-8 space-y-3">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-3 text-ink/85">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-white text-gold-600 ring-1 ring-gold-300/60">
                  <UtensilsCrossed aria-hidden="true" className="size-4" />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to={pagePath("dining")} className={buttonVariants({ size: "lg" })}>
              {copy.viewMenu}
            </Link>
            <Link
              to={`${pagePath("contact")}?request=restaurant#requests`}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {copy.reserve}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
