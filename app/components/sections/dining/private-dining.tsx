import { Users } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Photo } from "~/components/ui/photo";
import { SectionHeading } from "~/components/ui/section-heading";
import { pagePath } from "~/content/runtime/pages";
import { dining as t } from "~/locale/dining";
import { cn } from "~/lib/cn";
import type { PrivateRoom } from "./types";

/**
 * The private dining rooms and how many each seats: the first large on the left, the others
 * stacked beside it (not three equal cards in a row).
 */
export function PrivateDining({ rooms }: { rooms: PrivateRoom[] }) {
  const m = t.privateDining;
  return (
    <section aria-labelledby="private-dining-heading" className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id="private-dining-heading" eyebrow={m.eyebrow} title={m.heading}>
          <p>{m.intro}</p>
        </SectionHeading>
        <ul className="mt-14 grid gap-8 lg:grid-cols-2">
          {rooms.map((room, index) => (
            <li
              key={room.id}
              className={cn(
                "overflow-hidden rounded-2xl bg-ivory shadow-sm ring-1 ring-tea-900/5",
                // The first room large on the left, the others beside it, photo and words side by side.
                index === 0 ? "lg:row-span-2" : "sm:grid sm:grid-cols-2",
              )}
            >
              <Photo
                id={room.image.id}
                alt={room.image.alt}
                ratio={4 / 3}
                sizes={
                  index === 0 ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 640px) 25vw, 100vw"
                }
                kind="hall"
                className={index === 0 ? undefined : "sm:size-full"}
              />
              <div className="p-7">
                <h3 className="text-2xl font-medium text-tea-900">{room.name}</h3>
                <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-gold-700">
                  <Users aria-hidden="true" className="size-4" />
                  {m.guests(room.capacity)}
                </p>
                <p className="mt-4 leading-relaxed text-muted">{room.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link
            to={pagePath("contact")}
            className={buttonVariants({ variant: "primary", size: "lg" })}
          >
            {m.enquire}
          </Link>
        </div>
      </Container>
    </section>
  );
}
