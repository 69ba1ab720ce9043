import { Car, MapPinned } from "lucide-react";
import { FieldError } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { stayExtras } from "~/content/runtime/stay-extras";
import { isoDayOfLocal, isoDayPlus, daysBetween } from "~/domain/calendar-day";
import { counts } from "~/domain/party";
import { wholeParty } from "./more-rooms-price";
import { MAX_BAGS, priceExtras, type ExtraOffer } from "~/domain/stay-extras";
import { formatMoney, formatWeekdayDate } from "~/i18n/format";
import { cn } from "~/lib/cn";
import { extraWords as x } from "~/locale/extra-words";
import { site as m } from "~/locale/site";
import { choiceOf, draftKey, draftComplete, type ExtraDraft, type Trip } from "./extra-drafts";
import { NumberOptions } from "./number-options";
import type { StepProps } from "./reservation-values";

const money = (amount: number) => formatMoney(amount, m.locale);

/** An extra's price as its card states it: "$35 a guest", "from $25 a trip". */
function priceOf(offer: ExtraOffer): string {
  const { pricing } = offer;
  if (pricing.unit === "vehicle")
    return x.price.vehicle(money(Math.min(...pricing.vehicles.map((vehicle) => vehicle.price))));
  return x.price[pricing.unit](money(pricing.price));
}

/**
 * Step 2's extras (content/extras/): an airport pickup and drop-off, each with its flight, time
 * and suitcases and the vehicle that fits the party; day trips on a day of the stay for some of
 * the party. Each is priced as it is chosen; the summary adds them to the total.
 */
export function ExtrasField({ id, form }: StepProps) {
  const { values, setValue, errors } = form;
  const { extras, checkIn, checkOut } = values;
  if (!checkIn || !checkOut || stayExtras.length === 0) return null;
  const stay = { checkIn: isoDayOfLocal(checkIn), checkOut: isoDayOfLocal(checkOut) };
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const days = Array.from({ length: nights + 1 }, (_, index) => isoDayPlus(stay.checkIn, index));
  // Everyone in every room: a trip's guests and the vehicle that takes them.
  const party = wholeParty(values);
  const submitted = errors.extras !== undefined;

  const draftFor = (key: string) => extras.find((draft) => draft.key === key);
  const toggle = (offer: ExtraOffer, trip: "" | Trip, on: boolean) => {
    const key = draftKey(offer.id, trip);
    setValue(
      "extras",
      on
        ? [
            ...extras,
            {
              key,
              id: offer.id,
              trip,
              guests: String(party),
              day: "",
              flight: "",
              time: "",
              bags: String(party),
            },
          ]
        : extras.filter((draft) => draft.key !== key),
    );
  };
  const update = (key: string, patch: Partial<ExtraDraft>) =>
    setValue(
      "extras",
      extras.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)),
    );
  const priced = (draft: ExtraDraft, offer: ExtraOffer) =>
    priceExtras([choiceOf(draft, stay)], [offer], nights)[0];

  /** One choice: its checkbox, and once chosen what it needs, with its price. */
  const choice = (offer: ExtraOffer, trip: "" | Trip) => {
    const key = draftKey(offer.id, trip);
    const draft = draftFor(key);
    const base = `${id}-extra-${key.replace(":", "-")}`;
    const invalid = (ok: boolean) => (submitted && draft && !ok ? true : undefined);
    const describedBy = submitted ? `${id}-extras-error` : undefined;
    const price = draft ? priced(draft, offer) : undefined;
    return (
      <div key={key} className="mt-3">
        <div className="flex items-start gap-3">
          <input
            id={base}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-tea-700"
            checked={draft !== undefined}
            onChange={(event) => toggle(offer, trip, event.target.checked)}
          />
          <label htmlFor={base} className="cursor-pointer leading-relaxed font-medium text-ink">
            {trip ? x.trips[trip] : x.add(offer.name)}
          </label>
        </div>
        {draft ? (
          <div className="mt-3 grid gap-4 ps-8 sm:grid-cols-3">
            {trip ? (
              <>
                <div>
                  <label htmlFor={`${base}-flight`} className="mb-1.5 block text-sm font-medium">
                    {x.flight}
                  </label>
                  <Input
                    id={`${base}-flight`}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    placeholder={x.flightExample}
                    aria-invalid={invalid(draftComplete({ ...draft, time: "00:00" }, "flight"))}
                    aria-describedby={[`${base}-flight-hint`, describedBy]
                      .filter(Boolean)
                      .join(" ")}
                    value={draft.flight}
                    onChange={(event) => update(key, { flight: event.target.value })}
                  />
                  <p id={`${base}-flight-hint`} className="mt-1.5 text-sm text-muted">
                    {x.flightHint}
                  </p>
                </div>
                <div>
                  <label htmlFor={`${base}-time`} className="mb-1.5 block text-sm font-medium">
                    {x.time[trip]}
                  </label>
                  <Input
                    id={`${base}-time`}
                    type="time"
                    aria-invalid={invalid(/^\d{2}:\d{2}$/.test(draft.time))}
                    aria-describedby={describedBy}
                    value={draft.time}
                    onChange={(event) => update(key, { time: event.target.value })}
                  />
                </div>
                <div>
                  <label htmlFor={`${base}-bags`} className="mb-1.5 block text-sm font-medium">
                    {x.bags}
                  </label>
                  <Select
                    id={`${base}-bags`}
                    value={draft.bags}
                    onChange={(event) => update(key, { bags: event.target.value })}
                  >
                    <NumberOptions values={counts(0, MAX_BAGS)} />
                  </Select>
                </div>
              </>
            ) : (
              <>
                <div>
                  <label htmlFor={`${base}-day`} className="mb-1.5 block text-sm font-medium">
                    {x.day}
                  </label>
                  <Select
                    id={`${base}-day`}
                    aria-invalid={invalid(days.includes(draft.day))}
                    aria-describedby={describedBy}
                    value={days.includes(draft.day) ? draft.day : ""}
                    onChange={(event) => update(key, { day: event.target.value })}
                  >
                    <option value="">{x.chooseDay}</option>
                    {days.map((day) => (
                      <option key={day} value={day}>
                        {formatWeekdayDate(day, m.locale, "short")}
                      </option>
                    ))}
                  </Select>
                </div>
                <div>
                  <label htmlFor={`${base}-guests`} className="mb-1.5 block text-sm font-medium">
                    {x.guests}
                  </label>
                  <Select
                    id={`${base}-guests`}
                    value={draft.guests}
                    onChange={(event) => update(key, { guests: event.target.value })}
                  >
                    <NumberOptions values={counts(1, Math.max(party, Number(draft.guests)))} />
                  </Select>
                </div>
              </>
            )}
            <p
              aria-live="polite"
              className={cn(
                "flex items-start gap-2 text-sm text-ink sm:col-span-3",
                !price?.vehicle && trip && "text-tea-900",
              )}
            >
              {trip ? (
                <Car aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-600" />
              ) : (
                <MapPinned aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-600" />
              )}
              <span>
                {price?.amount === null || !price
                  ? x.noVehicle
                  : price.vehicle
                    ? x.priced(
                        x.vehicle(price.vehicle.name, price.vehicle.seats, price.vehicle.bags),
                        money(price.amount),
                      )
                    : x.priced(x.forGuests(Number(draft.guests)), money(price.amount))}
              </span>
            </p>
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="font-display text-xl font-medium text-tea-900">{x.legend}</legend>
      <p className="mt-1 text-sm text-muted">{x.intro}</p>
      <div className="mt-2 divide-y divide-tea-100">
        {stayExtras.map((offer) => (
          <section key={offer.id} aria-labelledby={`${id}-extra-${offer.id}-name`} className="py-4">
            <h3
              id={`${id}-extra-${offer.id}-name`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 font-display text-lg text-tea-900"
            >
              {offer.name}
              <span className="font-sans text-sm font-medium text-tea-800">{priceOf(offer)}</span>
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{offer.description}</p>
            {offer.needs === "flight"
              ? (["arrival", "departure"] as const).map((trip) => choice(offer, trip))
              : choice(offer, "")}
          </section>
        ))}
      </div>
      <FieldError id={`${id}-extras-error`} message={errors.extras} />
    </fieldset>
  );
}
