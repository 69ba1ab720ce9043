import { ArrowRight, Check } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Photo } from "~/components/ui/photo";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Photo as PhotoData } from "~/content/schemas/collections/fields";
import { DayPrice } from "~/components/layout/day-text";
import type { DaySchedule } from "~/domain/day-schedule";
import type { FromPrice } from "~/domain/rates";
import { home as t } from "~/locale/home";
import { itemPath, pagePath } from "~/content/runtime/pages";

/** A room the home page features, as the home page's loader makes it of the room's file. */
type Room = {
  id: string;
  name: string;
  description: string;
  /** Its price before dates on each day: the lowest nightly rate of the coming weeks. */
  prices: DaySchedule<FromPrice>;
  image: PhotoData;
  amenities: readonly string[];
};

function RoomCard({ room }: { room: Room }) {
  const copy = t.featured;
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-[0_20px_40px_-28px_rgb(11_28_20/0.35)] ring-1 ring-tea-900/8"
    >
      <Photo
        id={room.image.id}
        alt={room.image.alt}
        ratio={4 / 3}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 46vw, 100vw"
        kind="room"
        imgClassName="transition-transform duration-700 group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 id={nameId} className="text-2xl font-medium text-tea-900">
          {room.name}
        </h3>
        <p className="mt-3 leading-relaxed text-muted">{room.description}</p>
        <ul aria-label={copy.amenities} className="mt-5 mb-6 flex flex-wrap gap-2">
          {room.amenities.map((amenity) => (
            <li
              key={amenity}
              className="inline-flex items-center gap-1.5 rounded-full bg-tea-50 px-3 py-1 text-xs font-medium text-tea-800"
            >
              <Check aria-hidden="true" className="size-3.5 text-tea-600" />
              {amenity}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-4 border-t border-tea-100 pt-5">
          <p>
            <DayPrice prices={room.prices} className="font-display text-3xl text-tea-900" />{" "}
            <span className="text-sm text-muted">{copy.perNight}</span>
          </p>
          <Link
            to={itemPath("room", room.id)}
            aria-label={copy.viewDetailsOf(room.name)}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-tea-700 underline-offset-4 hover:underline"
          >
            {copy.viewDetails}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function FeaturedRooms({ rooms }: { rooms: readonly Room[] }) {
  const copy = t.featured;
  return (
    <section aria-labelledby="featured-rooms" className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id="featured-rooms" eyebrow={copy.eyebrow} title={copy.heading}>
          <p>{copy.intro}</p>
        </SectionHeading>
        <ul className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {rooms.map((room) => (
            <li key={room.id} className="flex">
              <RoomCard room={room} />
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <Link
            to={pagePath("rooms")}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {copy.viewAll}
          </Link>
        </div>
      </Container>
    </section>
  );
}
