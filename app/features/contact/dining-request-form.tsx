import { useState } from "react";
import { Field } from "~/components/ui/field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { venues } from "~/content/runtime/venues";
import { hours, policies } from "~/content/runtime/policies";
import { lastSeatingMinutes } from "~/content/runtime/opening-hours";
import { dayName, formatTime } from "~/content/schemas/collections/hours-format";
import { anyDayTableTimes, opensOn, tableTimes, weekDayOf } from "~/domain/opening-hours";
import { LOCALE } from "~/lib/locale";
import { venueOpenings } from "./contact-schemas";
import { diningDefaults, earliestTable, partySizes } from "./contact-options";
import type { DiningInput } from "./contact-schemas";
import { isIsoDay, isoDayOfLocal } from "~/domain/calendar-day";
import { FormActions } from "./form-actions";
import { GuestFields } from "./guest-fields";
import { useClientString } from "~/components/ui/use-hydrated";
import { contact as t } from "~/locale/contact";
import { contactRequests as r } from "~/locale/contact-requests";
import { useRequestForm } from "./validation";
import type { TableDetails } from "~/domain/guest-requests";
const firstBookableDate = () => isoDayOfLocal(earliestTable(new Date()));

type FormProps = {
  idPrefix: string;
  onSent: (table: TableDetails) => void;
  /** A restaurant's id to choose first; an unknown one is ignored. */
  initialVenue?: string;
};

/**
 * Restaurant reservation request: name, e-mail, phone, date and time
 * required; the fine-dining restaurant and a party of 2 by default; special requests optional.
 */
export function DiningRequestForm({ idPrefix, onSent, initialVenue }: FormProps) {
  const firstVenue = venues.some((item) => item.id === initialVenue)
    ? (initialVenue as string)
    : diningDefaults.restaurant;
  // Watched for the other fields' limits and hints; a reset puts it back to its default.
  const [restaurant, setRestaurant] = useState<string>(firstVenue);
  // Watched for the times the restaurant seats guests that day.
  const [date, setDate] = useState("");
  const { errors, formProps } = useRequestForm<DiningInput>({
    check: (validators) => validators.checkDining,
    onValid: (values) => {
      setRestaurant(firstVenue);
      setDate("");
      onSent({
        venue: values.restaurant,
        date: values.date.trim(),
        time: values.time.trim(),
        partySize: values.partySize,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        requests: values.requests.trim(),
      });
    },
  });
  const minDate = useClientString(firstBookableDate);
  const venue = venues.find((item) => item.id === restaurant) ?? venues[0];
  const openings = venueOpenings(venue.id);
  const dated = isIsoDay(date);
  const closed = dated && !opensOn(openings, date);
  const seating = { lastSeating: lastSeatingMinutes };
  // Only the times it seats guests: that day's once a date is chosen, any day's before.
  const times = dated ? tableTimes(openings, date, seating) : anyDayTableTimes(openings, seating);
  const servingTimes = r.hints.servingTimes(
    venue.hours.flatMap((id) => {
      const entry = hours.find((item) => item.id === id);
      return entry ? [{ meal: t.meals[id], days: entry.days, time: entry.time }] : [];
    }),
  );

  return (
    <form
      {...formProps}
      aria-label={r.reservationKinds.restaurant}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">{t.requiredNote}</p>
      <GuestFields idPrefix={idPrefix} errors={errors} />
      <Field id={`${idPrefix}-restaurant`} label={r.fields.restaurant} error={errors.restaurant}>
        {(aria) => (
          <Select
            {...aria}
            name="restaurant"
            onChange={(event) => setRestaurant(event.target.value)}
            defaultValue={firstVenue}
          >
            {venues.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${idPrefix}-party`} label={r.fields.partySize} error={errors.partySize}>
        {(aria) => (
          <Select {...aria} name="partySize" defaultValue={diningDefaults.partySize}>
            {partySizes.map((size) => (
              <option key={size} value={size}>
                {r.partyOption(size)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${idPrefix}-date`}
        label={r.fields.date}
        error={errors.date}
        hint={r.hints.date(policies.diningNoticeHours)}
      >
        {(aria) => (
          <Input
            {...aria}
            name="date"
            type="date"
            min={minDate}
            required
            onChange={(event) => setDate(event.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-time`}
        label={r.fields.time}
        error={errors.time}
        hint={
          closed
            ? `${r.hints.closedOn(venue.name, dayName(weekDayOf(date), LOCALE))} ${servingTimes}`
            : servingTimes
        }
      >
        {(aria) => (
          // A new list of times for each restaurant and day, so a time it does not serve is
          // never left chosen.
          <Select {...aria} key={`${venue.id} ${date}`} name="time" defaultValue="" required>
            <option value="" disabled={closed}>
              {closed ? r.closedTime : r.chooseTime}
            </option>
            {times.map((time) => (
              <option key={time} value={time}>
                {formatTime(time, LOCALE)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${idPrefix}-requests`}
        label={r.fields.requests}
        error={errors.requests}
        optional={t.optional}
        className="sm:col-span-2"
      >
        {(aria) => (
          <Textarea {...aria} name="requests" rows={3} placeholder={t.placeholders.requests} />
        )}
      </Field>
      <FormActions label={r.sendDiningRequest} error={errors.root} />
    </form>
  );
}
