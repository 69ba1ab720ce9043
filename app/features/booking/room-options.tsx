import { Check, CircleSlash, Users } from "lucide-react";
import { DayPrice } from "~/components/layout/day-text";
import { DayTaka } from "~/components/layout/money";
import { FieldError } from "~/components/ui/field";
import { Photo } from "~/components/ui/photo";
import { rooms } from "~/content/runtime/rooms";
import type { RoomId } from "~/content/runtime/rooms";
import { reservations } from "~/locale/reservations";
import { formatArea } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { cn } from "~/lib/cn";
import { fitsParty, largestCapacity } from "~/domain/party";

type RoomOptionsProps = {
  id: string;
  /** The radio group's name (the form's field). */
  name: string;
  selected: RoomId | "";
  onChoose: (room: RoomId) => void;
  error?: string;
  /** The party the rooms are for: a room too small for it is shown so and cannot be chosen. */
  guests: number;
  /** Of them adults: a room takes no more than its beds for adults. */
  adults?: number;
  /** Why the chosen room was let go (the party grew past it), announced as it appears. */
  notice?: string;
  /** Whether a room sleeps the party (the booking form asks the children's policy); else by capacity. */
  fits?: (room: (typeof rooms)[number]) => boolean;
  /** The most one room sleeps, as `fits` counts (with extra beds); else the largest capacity. */
  largest?: number;
  /** What a room takes beyond its own beds ("+1 extra bed"), said beside what it sleeps. */
  beyondBeds?: (room: (typeof rooms)[number]) => string;
  /** The group's name, when not the one room of a request ("Room 1: Choose your room"). */
  legend?: string;
};

/**
 * The six rooms as a native radio group dressed as cards: arrow keys move and choose, and screen
 * readers hear "radio, 2 of 6". Each input covers its card, so a click anywhere on it chooses. A
 * room too small for the party is disabled (arrow keys pass it by) and says why.
 */
export function RoomOptions({
  id,
  name,
  selected,
  onChoose,
  error,
  guests,
  adults = 0,
  notice,
  fits: sleeps = (room) => fitsParty(room, guests, adults),
  largest = largestCapacity(rooms),
  beyondBeds,
  legend,
}: RoomOptionsProps) {
  const t = reservations;
  const message = !rooms.some(sleeps) ? t.noRoomFits(guests, largest) : !selected ? notice : "";
  return (
    <fieldset
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
      className="min-w-0"
    >
      <legend className="font-display text-xl font-medium text-tea-900">
        {legend ?? t.roomLegend}
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t.roomHint}
      </p>
      <p aria-live="polite" id={`${id}-notice`} className="empty:hidden">
        {message ? (
          <span className="mt-3 flex items-start gap-2 rounded-xl bg-gold-100 px-4 py-3 text-sm font-medium text-tea-950 ring-1 ring-gold-200">
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
            {message}
          </span>
        ) : null}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {rooms.map((room) => {
          const checked = selected === room.id;
          const fits = sleeps(room);
          return (
            <div
              key={room.id}
              className={cn(
                // The input covers the card and the card clips it, so the card shows its focus.
                "relative flex flex-col overflow-hidden rounded-2xl transition-shadow has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-3 has-[input:focus-visible]:outline-gold-400",
                checked
                  ? "bg-white shadow-lg ring-2 shadow-tea-950/10 ring-tea-600"
                  : fits
                    ? "bg-white shadow-sm ring-1 ring-tea-900/10 hover:shadow-md hover:ring-tea-300"
                    : // Too small for the party: greyed photo, no lift, a sand card.
                      "bg-sand ring-1 ring-tea-900/10 [&_.photo-placeholder]:grayscale",
              )}
            >
              <div className="hidden sm:block">
                <Photo
                  id={room.images[0].id}
                  alt={room.images[0].alt}
                  kind="room"
                  ratio={16 / 10}
                  sizes="(min-width: 1024px) 300px, 50vw"
                />
              </div>
              {/* A room the party does not fit cannot be chosen: no empty circle offers it. */}
              {fits || checked ? (
                <span
                  aria-hidden="true"
                  className={
                    checked
                      ? "absolute top-3 right-3 flex items-center gap-1.5 rounded-full bg-tea-700 p-1 text-xs font-semibold text-white shadow sm:py-1 sm:pr-3 sm:pl-2"
                      : "absolute top-3 right-3 size-7 rounded-full border-2 border-tea-300 bg-white/80 shadow-sm sm:border-white sm:bg-black/25"
                  }
                >
                  {checked ? (
                    <>
                      <Check className="size-4" strokeWidth={3} />
                      <span className="hidden sm:inline">{t.selected}</span>
                    </>
                  ) : null}
                </span>
              ) : null}
              <div className="flex flex-1 flex-col p-4 sm:p-5">
                <div className="flex items-center gap-4 pr-10 sm:items-start sm:pr-0">
                  <div className="w-20 shrink-0 overflow-hidden rounded-xl sm:hidden">
                    <Photo
                      id={room.images[0].id}
                      alt={room.images[0].alt}
                      kind="room"
                      ratio={1}
                      sizes="80px"
                    />
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
                    <span
                      id={`${id}-${room.id}-name`}
                      className="font-display text-lg leading-snug text-tea-900 sm:text-xl"
                    >
                      {room.name}
                    </span>
                    <span
                      id={`${id}-${room.id}-price`}
                      data-price
                      className="flex shrink-0 items-baseline gap-1.5 leading-tight sm:block sm:text-right"
                    >
                      <DayPrice
                        prices={room.fromPrices}
                        className="font-display text-lg font-medium text-tea-800 sm:block sm:text-xl"
                      />{" "}
                      <span className="text-xs text-muted">{t.perNight}</span>
                      <DayTaka prices={room.fromPrices} className="text-sm text-muted sm:block" />
                    </span>
                  </div>
                </div>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">
                  {room.shortDescription}
                </p>
                <p
                  id={`${id}-${room.id}-capacity`}
                  className="mt-3 flex items-start gap-2 border-t border-tea-100 pt-3 text-sm text-ink sm:mt-4"
                >
                  <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-600" />
                  <span>
                    {t.sleeps(room.capacity)}
                    {beyondBeds?.(room) ? `, ${beyondBeds(room)}` : ""}{" "}
                    <span className="whitespace-nowrap text-muted">
                      · {formatArea(room.area, m.locale)}
                    </span>
                  </span>
                </p>
                {fits ? null : (
                  <p
                    id={`${id}-${room.id}-fit`}
                    className="mt-2 flex items-center gap-2 text-sm font-medium text-red-800"
                  >
                    <CircleSlash aria-hidden="true" className="size-4" />
                    {t.tooSmall(guests)}
                  </p>
                )}
              </div>
              <input
                type="radio"
                value={room.id}
                aria-labelledby={`${id}-${room.id}-name`}
                aria-describedby={`${id}-${room.id}-price ${id}-${room.id}-capacity${fits ? "" : ` ${id}-${room.id}-fit`}`}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl focus-visible:outline-none disabled:cursor-not-allowed"
                name={name}
                checked={checked}
                onChange={() => onChoose(room.id)}
                disabled={!fits}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
