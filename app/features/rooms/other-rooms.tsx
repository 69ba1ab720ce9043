import { Link } from "react-router";
import { useId } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Room } from "~/content/runtime/rooms";
import { rooms as t } from "~/locale/rooms";
import { RoomCard } from "./room-card";
import { itemPath } from "~/content/runtime/pages";

/** Three other rooms at the foot of /rooms/:id (a static island of room-page.tsx). */
export function OtherRooms({ others }: { others: readonly Room[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-others`} className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id={`${id}-others`} title={t.otherRoomsTitle} />
        <ul className="mt-12 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.id}>
              <RoomCard
                room={other}
                action={
                  <Link
                    to={itemPath("room", other.id)}
                    aria-label={t.viewDetailsOf(other.name)}
                    className={buttonVariants({ variant: "outline", className: "w-full" })}
                  >
                    {t.viewDetails}
                  </Link>
                }
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
