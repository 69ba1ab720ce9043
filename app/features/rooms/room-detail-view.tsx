import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { noDetails, roomDetails } from "~/content/runtime/room-details";
import type { Room } from "~/content/runtime/rooms";
import { formatArea } from "~/i18n/format";
import { rooms as t } from "~/locale/rooms";
import { roomView as v } from "~/locale/room-view";
import { site as m } from "~/locale/site";
import { RoomCarousel } from "./room-carousel";
import { RoomPrice } from "./room-price";
import { itemPath, pagePath } from "~/content/runtime/pages";

type RoomDetailViewProps = {
  room: Room;
  onBack: () => void;
  /** Opened from the list: move focus to the room's heading (the page is already at the top). */
  focusOnMount: boolean;
};

/** The rooms page's in-page detail view: it replaces the list. */
export function RoomDetailView({ room, onBack, focusOnMount }: RoomDetailViewProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const details = roomDetails[room.id] ?? noDetails;

  useEffect(() => {
    if (!focusOnMount) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  const facts = [
    [v.facts.size, formatArea(room.area, m.locale)],
    [v.facts.bed, room.bedType],
    [v.facts.capacity, t.guests(room.capacity)],
    [v.facts.view, room.view],
  ] as const;

  return (
    <section aria-labelledby={`${id}-title`} className="bg-ivory py-14 sm:py-20">
      <Container>
        <Button type="button" variant="ghost" className="-ml-4" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t.back}
        </Button>

        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
          <RoomCarousel images={room.images} roomName={room.name} />

          <div>
            <h2
              id={`${id}-title`}
              ref={headingRef}
              tabIndex={-1}
              className="text-4xl leading-tight font-medium text-tea-900 outline-none sm:text-5xl"
            >
              {room.name}
            </h2>
            <RoomPrice room={room} size="text-3xl" />
            <p className="mt-6 text-lg leading-relaxed text-muted">{details.description}</p>

            <dl className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-tea-100 ring-1 ring-tea-100">
              {facts.map(([label, value]) => (
                <div key={label} className="bg-white px-5 py-4">
                  <dt className="text-xs font-semibold tracking-[0.15em] text-gold-700 uppercase">
                    {label}
                  </dt>
                  <dd className="mt-1 font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>

            <h3 className="mt-10 text-2xl font-medium text-tea-900">{v.featuresTitle}</h3>
            <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {details.features.map((feature) => (
                <li key={feature} className="flex items-start gap-3">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-tea-600" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>

            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Link
                to={`${pagePath("reservations")}?room=${room.id}`}
                className={buttonVariants({ size: "lg" })}
              >
                {v.bookThisRoom}
              </Link>
              <Link
                to={itemPath("room", room.id)}
                className={buttonVariants({ variant: "ghost", size: "lg" })}
              >
                {v.amenitiesAndPolicies}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
