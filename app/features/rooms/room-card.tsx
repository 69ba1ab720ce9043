import { Maximize2, Users } from "lucide-react";
import { DayPrice } from "~/components/layout/day-text";
import { DayTaka } from "~/components/layout/money";
import { useId, type ReactNode } from "react";
import { Photo } from "~/components/ui/photo";
import type { Room } from "~/content/runtime/rooms";
import { formatArea } from "~/i18n/format";
import { rooms as t } from "~/locale/rooms";
import { site as m } from "~/locale/site";

type RoomCardProps = {
  room: Room;
  /** The card's one control: a View Details button or a link; the card itself is not clickable. */
  action: ReactNode;
  headingLevel?: "h2" | "h3";
};

export function RoomCard({ room, action, headingLevel: Heading = "h3" }: RoomCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-tea-900/8 transition-shadow duration-300 hover:shadow-xl hover:shadow-tea-950/8"
    >
      <Photo
        id={room.images[0].id}
        alt={room.images[0].alt}
        kind="room"
        ratio={4 / 3}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        imgClassName="transition-transform duration-700 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-4">
          <Heading id={nameId} className="text-2xl leading-snug font-medium text-tea-900">
            {room.name}
          </Heading>
          <p data-price className="shrink-0 text-right leading-tight">
            <DayPrice
              prices={room.fromPrices}
              className="block font-display text-2xl font-medium text-tea-800"
            />
            <span className="text-xs tracking-wide text-muted">{t.perNight}</span>
            <DayTaka prices={room.fromPrices} className="block text-sm text-muted" />
          </p>
        </div>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{room.shortDescription}</p>
        <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t border-tea-100 pt-4 text-sm text-ink">
          <div>
            <dt className="sr-only">{t.capacityLabel}</dt>
            <dd className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-gold-600" />
              {t.guests(room.capacity)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t.sizeLabel}</dt>
            <dd className="flex items-center gap-2">
              <Maximize2 aria-hidden="true" className="size-4 text-gold-600" />
              {formatArea(room.area, m.locale)}
            </dd>
          </div>
        </dl>
        <div className="mt-6">{action}</div>
      </div>
    </article>
  );
}
