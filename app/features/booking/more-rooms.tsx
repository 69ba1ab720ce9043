import { Mail, MessageCircle, Plus, X } from "lucide-react";
import { Button, buttonVariants } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Select } from "~/components/ui/input";
import { rooms } from "~/content/runtime/rooms";
import { site } from "~/content/runtime/site";
import { MAX_ROOMS } from "~/domain/party-limits";
import { mailtoLink, whatsappLink } from "~/lib/handoff";
import { partyWords as p } from "~/locale/party-words";
import { reservations as t } from "~/locale/reservations";
import { ChildAges } from "./child-ages";
import { overCountWords } from "./more-rooms-price";
import { NumberOptions } from "./number-options";
import { placementIn, resizeAges } from "./party-fit";
import { adultOptions, childOptions, type MoreRoom, type StepProps } from "./reservation-values";

/** The selects of one further room: room type, adults and children, then each child's age. */
function RoomFields({
  id,
  number,
  room,
  error,
  onChange,
  onRemove,
}: {
  id: string;
  number: number;
  room: MoreRoom;
  error?: string;
  onChange: (room: MoreRoom) => void;
  onRemove: () => void;
}) {
  const invalid = error ? true : undefined;
  const described = error ? `${id}-error` : undefined;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-ivory p-4 ring-1 ring-tea-900/10 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-title`} className="font-display text-lg font-medium text-tea-900">
          {p.roomNumber(number)}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <X aria-hidden="true" />
          {p.removeRoom(number)}
        </Button>
      </div>
      <div className="mt-3 grid grid-cols-2 items-start gap-5">
        <div className="col-span-2">
          <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium text-ink">
            {t.roomLegend}
          </label>
          <Select
            id={`${id}-type`}
            className="min-h-12"
            value={room.roomType}
            aria-invalid={invalid && room.roomType === "" ? true : undefined}
            aria-describedby={described}
            onChange={(event) => onChange({ ...room, roomType: event.target.value })}
          >
            <option value="">{p.chooseRoom}</option>
            {rooms.map((option) => {
              // A room that does not sleep this room's party is listed, and cannot be chosen.
              const fits = placementIn(option, room.adults, room.childAges) !== null;
              return (
                <option key={option.id} value={option.id} disabled={!fits}>
                  {fits ? option.name : p.tooSmall(option.name)}
                </option>
              );
            })}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-adults`} className="mb-1.5 block text-sm font-medium text-ink">
            {t.adults}
          </label>
          <Select
            id={`${id}-adults`}
            className="min-h-12"
            value={room.adults}
            onChange={(event) =>
              onChange({ ...room, adults: event.target.value as MoreRoom["adults"] })
            }
          >
            <NumberOptions values={adultOptions} />
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-children`} className="mb-1.5 block text-sm font-medium text-ink">
            {t.children}
          </label>
          <Select
            id={`${id}-children`}
            className="min-h-12"
            value={room.children}
            onChange={(event) => {
              const children = event.target.value as MoreRoom["children"];
              onChange({
                ...room,
                children,
                childAges: resizeAges(room.childAges, Number(children)),
              });
            }}
          >
            <NumberOptions values={childOptions} />
          </Select>
        </div>
      </div>
      {room.childAges.length > 0 ? (
        <ChildAges
          id={`${id}-ages`}
          ages={room.childAges}
          error={error}
          onChange={(childAges) => onChange({ ...room, childAges })}
        />
      ) : null}
    </div>
  );
}

/**
 * Step 1's further rooms (up to three more), each with its own room type and party, for the same
 * dates and rate plan: a family of two rooms sends one request. A room of a type the hotel has
 * fewer of than asked is refused with a way to ask the team.
 */
export function MoreRooms({ id, form }: Pick<StepProps, "id" | "form">) {
  const { values, errors, setValue, getValues } = form;
  const { moreRooms } = values;
  const error = errors.moreRooms;
  const update = (next: MoreRoom[]) => setValue("moreRooms", next);
  // More rooms of a type than the hotel has: said as soon as chosen, with a way to ask the team.
  const notice = overCountWords([values.roomType, ...moreRooms.map((room) => room.roomType)]);
  return (
    <fieldset
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
      className="min-w-0"
    >
      <legend className="font-display text-xl font-medium text-tea-900">{p.moreRoomsLegend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {p.moreRoomsHint(MAX_ROOMS)}
      </p>
      <div aria-live="polite">
        <FieldError id={`${id}-error`} message={error === notice ? undefined : error} />
        {notice ? (
          <div className="mt-3 rounded-xl bg-gold-100 px-4 py-3 text-sm text-tea-950 ring-1 ring-gold-200">
            <p id={error === notice ? `${id}-error` : undefined} className="font-medium">
              {notice}
            </p>
            <p className="mt-3 flex flex-col gap-3 sm:flex-row">
              <a
                href={whatsappLink(site.phone, p.askText)}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <MessageCircle aria-hidden="true" />
                {p.askWhatsapp}
              </a>
              <a
                href={mailtoLink(site.email, p.askSubject, p.askText)}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Mail aria-hidden="true" />
                {p.askEmail}
              </a>
            </p>
          </div>
        ) : null}
      </div>
      <div className="mt-4 space-y-4 empty:hidden">
        {moreRooms.map((room, index) => (
          <RoomFields
            key={index}
            id={`${id}-${index}`}
            number={index + 2}
            room={room}
            error={error}
            onChange={(next) =>
              update(getValues().moreRooms.map((kept, at) => (at === index ? next : kept)))
            }
            onRemove={() => update(getValues().moreRooms.filter((_, at) => at !== index))}
          />
        ))}
      </div>
      {moreRooms.length < MAX_ROOMS - 1 ? (
        <Button
          type="button"
          variant="outline"
          className="mt-4"
          onClick={() =>
            update([
              ...getValues().moreRooms,
              { roomType: "", adults: "2", children: "0", childAges: [] },
            ])
          }
        >
          <Plus aria-hidden="true" />
          {p.addRoom}
        </Button>
      ) : null}
    </fieldset>
  );
}
