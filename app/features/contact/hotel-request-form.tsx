import { useState } from "react";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/input";
import { policies } from "~/content/runtime/policies";
import { findRoom, rooms } from "~/content/runtime/rooms";
import { hotelDefaults } from "./contact-options";
import type { HotelInput } from "./contact-schemas";
import { isIsoDay, isoDayOfLocal, localDayPlus, localMidnightOf } from "~/domain/calendar-day";
import { MAX_NIGHTS } from "~/domain/stay";
import { ratesOf } from "~/content/runtime/room-rates";
import { checkOutAfter, DatePicker } from "~/components/layout/date-picker";
import { FormActions } from "./form-actions";
import { GuestFields } from "./guest-fields";
import { useHotelDay } from "~/components/ui/use-hydrated";
import { fromPriceWords } from "~/components/layout/day-text";
import { valueOn } from "~/domain/day-schedule";
import { contact as t } from "~/locale/contact";
import { contactRequests as r } from "~/locale/contact-requests";
import { useRequestForm } from "./validation";
import type { HotelDetails } from "~/domain/guest-requests";
import { guestChoices, partySize } from "~/domain/party";
/** A held date's day, or null while none is chosen. */
const dayOf = (isoDay: string) => (isIsoDay(isoDay) ? localMidnightOf(isoDay) : null);

type FormProps = { idPrefix: string; onSent: (hotel: HotelDetails) => void };

/**
 * Hotel reservation request: name, e-mail, phone, check-in and check-out
 * required; room type from the one six-room catalogue (standard by default); 2 guests by default,
 * and only as many as the chosen room sleeps: a smaller room lowers the number and says so.
 */
export function HotelRequestForm({ idPrefix, onSent }: FormProps) {
  const day = useHotelDay();
  const [roomId, setRoomId] = useState<string>(hotelDefaults.roomType);
  const [picked, setPicked] = useState<string>(hotelDefaults.guests);
  const room = findRoom(roomId) ?? rooms[0]!;
  const guests = guestChoices(room, picked);
  const lowered = r.guestsLowered(room.name, room.capacity);
  // The stay's dates are the booking form's date pickers, held by the form (a reset clears them).
  const { errors, formProps, values, setValue } = useRequestForm<HotelInput>({
    held: { checkIn: hotelDefaults.checkIn, checkOut: hotelDefaults.checkOut },
    check: (validators) => validators.checkHotel,
    onValid: (values) => {
      setRoomId(hotelDefaults.roomType);
      setPicked(hotelDefaults.guests);
      onSent({
        room: values.roomType,
        checkIn: values.checkIn.trim(),
        checkOut: values.checkOut.trim(),
        guests: partySize(values.guests),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      });
    },
  });
  const checkIn = dayOf(values.checkIn);
  const checkOut = dayOf(values.checkOut);
  // Choosing check-in opens check-out's calendar, unless the check-out chosen still fits.
  const [checkOutRequest, setCheckOutRequest] = useState<Date>();
  // The chosen room's rates and closed nights: the calendar greys what the check refuses.
  const ratesFor = (field: "checkIn" | "checkOut") => ({
    room: room.name,
    rates: [ratesOf(room)],
    field,
  });

  return (
    <form
      {...formProps}
      aria-label={r.reservationKinds.hotel}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">{t.requiredNote}</p>
      <GuestFields idPrefix={idPrefix} errors={errors} />
      <DatePicker
        name="checkIn"
        label={r.fields.checkIn}
        value={checkIn}
        error={errors.checkIn}
        hint={r.hints.checkIn(policies.checkIn)}
        firstDay={() => localDayPlus(new Date(), 0)}
        rates={ratesFor("checkIn")}
        onChange={(date) => {
          setValue("checkIn", isoDayOfLocal(date));
          const next = checkOutAfter(date, checkOut);
          setValue("checkOut", next.checkOut ? isoDayOfLocal(next.checkOut) : "");
          if (next.open) setCheckOutRequest(date);
        }}
      />
      <DatePicker
        name="checkOut"
        label={r.fields.checkOut}
        value={checkOut}
        error={errors.checkOut}
        hint={r.hints.checkOut(policies.checkOut)}
        disabled={!checkIn}
        firstDay={() => localDayPlus(checkIn ?? new Date(), 1)}
        lastDay={() => localDayPlus(checkIn ?? new Date(), MAX_NIGHTS)}
        rates={ratesFor("checkOut")}
        openRequest={checkOutRequest}
        onChange={(date) => setValue("checkOut", isoDayOfLocal(date))}
      />
      <div className="grid gap-5 sm:col-span-2 sm:grid-cols-[2fr_1fr]">
        <Field
          id={`${idPrefix}-room`}
          label={r.fields.roomType}
          error={errors.roomType}
          hint={r.hints.roomType}
        >
          {(aria) => (
            <Select
              {...aria}
              name="roomType"
              value={room.id}
              onChange={(event) => setRoomId(event.target.value)}
            >
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {r.roomOption(room.name, fromPriceWords(valueOn(room.fromPrices, day)))}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={`${idPrefix}-guests`}
          label={r.fields.guests}
          error={errors.guests}
          hint={guests.lowered ? lowered : r.hints.guests(room.name, room.capacity)}
        >
          {(aria) => (
            <Select
              {...aria}
              name="guests"
              value={guests.chosen}
              onChange={(event) => setPicked(event.target.value)}
            >
              {guests.choices.map((count) => (
                <option key={count} value={count}>
                  {r.guestOption(count)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {/* Told at once, wherever the guest is (the room select): a smaller room lowered the guests. */}
      <p aria-live="polite" className="sr-only">
        {guests.lowered ? lowered : ""}
      </p>
      <FormActions label={r.sendHotelRequest} error={errors.root} />
    </form>
  );
}
