import { Moon } from "lucide-react";
import { memo, useState, type ChangeEvent } from "react";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/input";
import { NumberOptions } from "./number-options";
import { childrenPolicy } from "~/content/runtime/children-policy";
import { bookingOffers } from "~/content/runtime/booking-offers";
import { findRoom, rooms } from "~/content/runtime/rooms";
import { formatMoney, formatTaka } from "~/i18n/format";
import { inTaka } from "~/content/runtime/site";
import { site as m } from "~/locale/site";
import { reservations } from "~/locale/reservations";
import { countNights, MAX_NIGHTS } from "~/domain/stay";
import { localDayPlus } from "~/domain/calendar-day";
import type { OfferRule } from "~/domain/stay-quote";
import { DateField } from "./date-field";
import { checkOutAfter } from "~/components/layout/date-picker";
import { partySize } from "~/domain/party";
import { adultOptions, childOptions, type StepProps } from "./reservation-values";
import { beddingCharge, placementIn, resizeAges, sleepsAtMost, sleepsUpTo } from "./party-fit";
import { bedsOf } from "~/content/runtime/room-beds";
import { partyWords as p } from "~/locale/party-words";
import { ChildAges } from "./child-ages";
import { RoomOptions } from "./room-options";
import { MoreRooms } from "./more-rooms";
import { priceMoreRooms, roomPriceWords } from "./more-rooms-price";
import { beddingWords } from "~/components/layout/party-lines";
import { RatePlans } from "./rate-plans";
import { quoteFor } from "./stay-price";
import { stayPriceWords } from "./stay-charges";
import { rateTerms, ratesOf } from "~/content/runtime/room-rates";
import { ratePlanWords as plans } from "~/locale/rate-plans";

/** Step 1: dates, guests and a room. */
export const RoomStep = memo(function RoomStep({ id, form, offer: offerId }: StepProps) {
  const t = reservations;
  const { errors, values, getValues, setValue } = form;
  const { checkIn, checkOut, roomType, adults, children, childAges, ratePlan } = values;
  const nights = checkIn && checkOut ? countNights(checkIn, checkOut) : 0;
  const guests = partySize(adults, children);
  const chosen = roomType ? findRoom(roomType) : undefined;
  // The calendars show the chosen room's rates and refuse its closed nights; before a room is
  // chosen, they show the lowest rate of all rooms each night.
  const ratesFor = (field: "checkIn" | "checkOut") => ({
    rates: chosen
      ? { room: chosen.name, rates: [ratesOf(chosen)], field }
      : { room: null, rates: rooms.map(ratesOf), field },
  });
  // The price with the best offer running today that the stay qualifies for (lib/stay-quote.ts).
  const offer = offerId ? bookingOffers.find((entry) => entry.id === offerId) : undefined;
  const quote =
    chosen && checkIn && checkOut && nights > 0
      ? quoteFor(chosen, checkIn, checkOut, offer?.id, ratePlan)
      : null;
  const money = (amount: number) => formatMoney(amount, m.locale);
  const words = quote ? stayPriceWords(quote, rateTerms.taxes, money) : null;
  // The party's extra beds and cots in the chosen room, each night (./party-fit).
  // Priced once every child's age is known: an age not chosen yet counts only to keep rooms open.
  const bedding =
    chosen && childAges.every((age) => age !== "")
      ? beddingCharge(placementIn(chosen, adults, childAges), nights)
      : null;
  // The further rooms (./more-rooms.tsx), each priced the same way, added to the whole.
  const more =
    quote && checkIn && checkOut
      ? priceMoreRooms(values.moreRooms, checkIn, checkOut, offer?.id, ratePlan)
      : [];
  const moreTotal = more.reduce((sum, room) => sum + room.total, 0);
  const moreBase = more.reduce(
    (sum, room) => sum + room.quote.base + (room.bedding?.charge ?? 0),
    0,
  );
  const total = quote
    ? Math.round((quote.total + (bedding?.charge ?? 0) + moreTotal) * 100) / 100
    : 0;
  const several = values.moreRooms.length > 0;
  // A party grown past the chosen room lets the room go, and says so; never kept wrong.
  const [notice, setNotice] = useState("");
  // Choosing check-in opens check-out's calendar (date-picker.tsx) unless its check-out still fits.
  const [checkOutRequest, setCheckOutRequest] = useState<Date>();
  const checkRoomFits = () => {
    const { adults, children, childAges, roomType: roomId } = getValues();
    const room = roomId ? findRoom(roomId) : undefined;
    const party = partySize(adults, children);
    if (room && !placementIn(room, adults, childAges)) {
      setValue("roomType", "");
      setNotice(t.roomCleared(room.name, sleepsUpTo(room, adults, childAges), party));
    }
  };
  const partyField = (name: "adults" | "children") => {
    const field = form.field(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        field.onChange(event);
        // One age to choose for each child: those chosen are kept.
        if (name === "children")
          setValue("childAges", resizeAges(getValues().childAges, Number(event.target.value)));
        checkRoomFits();
      },
    };
  };

  return (
    <div className="space-y-10">
      {/* The offer the guest came to book, what it needs, and whether the stay qualifies. */}
      {offer ? (
        <p
          aria-live="polite"
          className="rounded-2xl bg-gold-100 px-5 py-4 text-ink ring-1 ring-gold-200"
        >
          <span className="font-medium text-tea-900">
            {quote && offer.rule && !quote.offer
              ? t.offerNotApplied(offer.title)
              : t.offerChosen(offer.title)}
          </span>{" "}
          {offer.rule ? describeRule(offer.rule) : t.offerRules.none}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <fieldset className="min-w-0">
          <legend className="font-display text-xl font-medium text-tea-900">{t.datesLegend}</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <DateField
              form={form}
              name="checkIn"
              label={t.checkIn}
              firstDay={() => localDayPlus(new Date(), 0)}
              {...ratesFor("checkIn")}
              onPick={(date) => {
                const next = checkOutAfter(date, getValues().checkOut);
                if (next.checkOut !== getValues().checkOut) setValue("checkOut", next.checkOut);
                if (next.open) setCheckOutRequest(date);
              }}
            />
            <DateField
              form={form}
              name="checkOut"
              label={t.checkOut}
              disabled={!checkIn}
              firstDay={() => localDayPlus(getValues().checkIn ?? new Date(), 1)}
              lastDay={() => localDayPlus(getValues().checkIn ?? new Date(), MAX_NIGHTS)}
              openRequest={checkOutRequest}
              {...ratesFor("checkOut")}
            />
          </div>
          <p
            aria-live="polite"
            className="mt-2 flex min-h-6 items-center gap-2 text-sm font-medium text-tea-800"
          >
            {nights > 0 ? (
              <>
                <Moon aria-hidden="true" className="size-4 text-gold-600" />
                {t.nightsChosen(nights)}
              </>
            ) : null}
          </p>
        </fieldset>

        <fieldset className="min-w-0">
          <legend className="font-display text-xl font-medium text-tea-900">
            {several ? `${p.roomNumber(1)}: ${t.guestsLegend}` : t.guestsLegend}
          </legend>
          <div className="mt-4 grid grid-cols-2 items-start gap-5">
            <Field id={`${id}-adults`} label={t.adults} error={errors.adults}>
              {(control) => (
                <Select {...control} className="min-h-12" {...partyField("adults")}>
                  <NumberOptions values={adultOptions} />
                </Select>
              )}
            </Field>
            <Field
              id={`${id}-children`}
              label={t.children}
              hint={childrenPolicy}
              error={errors.children}
            >
              {(control) => (
                <Select {...control} className="min-h-12" {...partyField("children")}>
                  <NumberOptions values={childOptions} />
                </Select>
              )}
            </Field>
          </div>
          {childAges.length > 0 ? (
            <ChildAges
              id={`${id}-ages`}
              ages={childAges}
              error={errors.childAges}
              onChange={(ages) => {
                setValue("childAges", ages);
                checkRoomFits();
              }}
            />
          ) : null}
        </fieldset>
      </div>

      <RoomOptions
        id={`${id}-room`}
        name="roomType"
        selected={roomType}
        onChoose={(room) => setValue("roomType", room)}
        error={errors.roomType}
        guests={guests}
        adults={partySize(adults)}
        fits={(room) => placementIn(room, adults, childAges) !== null}
        largest={Math.max(...rooms.map(sleepsAtMost))}
        beyondBeds={(room) => {
          const { extraBeds } = bedsOf(room);
          return extraBeds > 0 ? p.plusExtraBeds(extraBeds) : "";
        }}
        notice={notice}
        legend={several ? `${p.roomNumber(1)}: ${t.roomLegend}` : undefined}
      />

      <MoreRooms id={`${id}-more`} form={form} />

      <RatePlans id={id} form={form} />

      {/* The price as soon as dates and a room are chosen; the summary of step 3 repeats it. */}
      <div aria-live="polite" className="empty:hidden">
        {chosen && quote && words ? (
          <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 rounded-2xl bg-sand px-5 py-4">
            <p className="text-ink">
              {several ? `${p.roomNumber(1)}: ` : ""}
              {chosen.name} · {words.nights}
              {quote.offer ? (
                <span className="mt-1 block text-sm font-medium text-tea-800">
                  {t.offerSaves(quote.offer.title, money(quote.offer.discount))}
                </span>
              ) : null}
              {quote.plan ? (
                <span className="mt-1 block text-sm font-medium text-tea-800">
                  {plans.saves(quote.plan.percent, money(quote.plan.discount))}
                </span>
              ) : null}
              {bedding ? (
                <span className="mt-1 block text-sm text-ink">
                  {beddingWords(bedding, nights, money)}
                </span>
              ) : null}
              {more.map((room) => (
                <span key={room.number} className="mt-1 block">
                  {p.roomNumber(room.number)}: {room.room.name} · {roomPriceWords(room, money)}
                </span>
              ))}
            </p>
            <p className="flex items-baseline gap-2">
              <span className="text-sm text-muted">{t.summary.total}</span>
              {/* The saving is said in words beside; the struck price is for the eye. */}
              {quote.offer || quote.plan ? (
                <s aria-hidden="true" className="text-sm text-muted">
                  {money(quote.base + (bedding?.charge ?? 0) + moreBase)}
                </s>
              ) : null}
              <span className="font-display text-2xl font-medium text-tea-900">{money(total)}</span>
              <span className="text-sm text-muted">{formatTaka(inTaka(total), m.locale)}</span>
            </p>
            {words.added.length > 0 || words.note ? (
              <p className="w-full text-sm text-muted">
                {words.added.map((line) => `${line.label} ${line.amount}`).join(" · ")}
                {words.added.length > 0 && words.note ? " · " : ""}
                {words.note}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
});

/** What an offer's price rule needs, in the guest's words. */
function describeRule(rule: OfferRule): string {
  const t = reservations.offerRules;
  if (rule.kind === "advance")
    return t.advance(rule.percent, rule.minDaysAhead ?? 0, rule.minNights ?? 1);
  if (rule.kind === "weekend") return t.weekend(rule.percent);
  return t.length(rule.percent, rule.minNights ?? 1);
}
