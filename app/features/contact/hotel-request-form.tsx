import { useState } from "react";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { policies } from "~/content/runtime/policies";
import { findRoom, rooms } from "~/content/runtime/rooms";
import { hotelDefaults } from "./contact-options";
import type { HotelInput } from "./contact-schemas";
import { isIsoDay, isoDayOfLocal, isoDayPlus } from "~/domain/calendar-day";
import { FormActions } from "./form-actions";
import { GuestFields } from "./guest-fields";
import { useClientString, useHotelDay } from "~/components/ui/use-hydrated";
import { fromPriceWords } from "~/components/layout/day-text";
import { valueOn } from "~/domain/day-schedule";
import { contact as t } from "~/locale/contact";
import { contactRequests as r } from "~/locale/contact-requests";
import { useRequestForm } from "./validation";
import type { HotelDetails } from "~/domain/guest-requests";
import { guestChoices, partySize } from "~/domain/party";
const today = () => isoDayOfLocal(new Date());

type FormProps = { idPrefix: string; onSent: (hotel: HotelDetails) => void };

/**
 * Hotel reservation request: name, e-mail, phone, check-in and check-out
 * required; room type from the one six-room catalogue (standard by default); 2 guests by default,
 * and only as many as the chosen room sleeps: a smaller room lowers the number and says so.
 */
export function HotelRequestForm({ idPrefix, onSent }: FormProps) {
  const day = useHotelDay();
  // Watched for the other fields' limits and hints; a reset puts it back to its default.
  const [checkIn, setCheckIn] = useState<string>(hotelDefaults.checkIn);
  const [roomId, setRoomId] = useState<string>(hotelDefaults.roomType);
  const [picked, setPicked] = useState<string>(hotelDefaults.guests);
  const room = findRoom(roomId) ?? rooms[0]!;
  const guests = guestChoices(room, picked);
  const lowered = r.guestsLowered(room.name, room.capacity);
  const { errors, formProps } = useRequestForm<HotelInput>({
    check: (validators) => validators.checkHotel,
    onValid: (values) => {
      setCheckIn(hotelDefaults.checkIn);
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
  const minCheckIn = useClientString(today);
  const minCheckOut = isIsoDay(checkIn)
    ? isoDayPlus(checkIn, 1)
    : minCheckIn && isoDayPlus(minCheckIn, 1);

  return (
    <form
      {...formProps}
      aria-label={r.reservationKinds.hotel}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">{t.requiredNote}</p>
      <GuestFields idPrefix={idPrefix} errors={errors} />
      <Field
        id={`${idPrefix}-check-in`}
        label={r.fields.checkIn}
        error={errors.checkIn}
        hint={r.hints.checkIn(policies.checkIn)}
      >
        {(aria) => (
          <Input
            {...aria}
            name="checkIn"
            onChange={(event) => setCheckIn(event.target.value)}
            type="date"
            min={minCheckIn}
            required
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-check-out`}
        label={r.fields.checkOut}
        error={errors.checkOut}
        hint={r.hints.checkOut(policies.checkOut)}
      >
        {(aria) => <Input {...aria} name="checkOut" type="date" min={minCheckOut} required />}
      </Field>
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
