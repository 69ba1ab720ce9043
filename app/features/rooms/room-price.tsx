import { DayPrice } from "~/components/layout/day-text";
import { DayTaka } from "~/components/layout/money";
import type { Room } from "~/content/runtime/rooms";
import { rooms as t } from "~/locale/rooms";

/**
 * A room's price before dates, for the guest's day, with "per night" beside it and, on a Bengali
 * page, its taka under it: the room's page's booking card and the rooms list's detail view.
 * `size` is the price's type size.
 */
export function RoomPrice({ room, size }: { room: Pick<Room, "fromPrices">; size: string }) {
  return (
    <div data-price className="mt-4">
      <p className="flex items-baseline gap-2">
        <DayPrice
          prices={room.fromPrices}
          className={`font-display font-medium text-tea-800 ${size}`}
        />
        <span className="text-muted">{t.perNight}</span>
      </p>
      <DayTaka prices={room.fromPrices} className="mt-1 block text-muted" />
    </div>
  );
}
