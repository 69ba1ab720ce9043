import type { AddResult } from "~/components/layout/cart-notice";
import { showToast } from "~/components/ui/toaster";
import { ShoppingBag } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/input";
import { NumberOptions } from "./number-options";
import { partyChoices, resizeAges } from "~/domain/party";
import { partyLimits, type Party } from "~/domain/party-limits";
import { rooms as t } from "~/locale/rooms";
import { countNights, isBeforeDay, MAX_NIGHTS, stayIssues, type StayIssues } from "~/domain/stay";
import { isoDayOfLocal, localDayPlus } from "~/domain/calendar-day";
import { checkOutAfter, DatePicker } from "~/components/layout/date-picker";
import type { PricedOffer, Taxes } from "~/domain/stay-quote";
import type { RoomRates } from "~/domain/rates";

// The best offer running today, as the booking form and the cart take it off: its code comes
// once both days are chosen, not with the page.
const StayOfferLine = lazy(() => import("./stay-offer-line"));
// Children's ages, and the beds they take in this room: with the first child chosen.
const CardAges = lazy(() => import("./card-ages"));

type StayCartFormProps = {
  room: {
    id: string;
    name: string;
    pricePerNight: number;
    capacity: number;
    adults: number;
    /** Its seasons and closed nights (the page's data): the stay is priced night by night. */
    rates: RoomRates;
  };
  /** The service charge and VAT, as every price of a stay applies them. */
  taxes: Taxes;
  /** The offers a stay may take (the page's data): the card quotes as the booking form does. */
  offers: readonly PricedOffer[];
  /**
   * Called with valid dates only, as calendar days (the cart's `StayDates`), and a party the room
   * takes.
   */
  onAdd: (stay: { dates: { checkIn: string; checkOut: string }; party: Party }) => AddResult;
};

/**
 * The room page's booking card: a stay's dates and "Add to Cart". The route hands it to the room
 * page and adds to the cart (features do not import each other, decision 0002). The dates follow
 * the booking form's rules: check-in today or later, check-out after it, at most MAX_NIGHTS
 * nights. Add to Cart without them adds nothing, says what is missing under the field and focuses
 * it. The party pickers offer only a party the room sleeps (domain/party.ts `partyChoices`: its
 * adults, and children for the beds left), so none is refused after the fact. The dates and party
 * stay after adding (another room for the same stay is one press away).
 */
export function StayCartForm({ room, offers, taxes, onAdd }: StayCartFormProps) {
  const s = t.sideCard;
  const id = useId();
  const [adults, setAdults] = useState(String(Math.min(2, room.adults, room.capacity)));
  const [children, setChildren] = useState("0");
  const [ages, setAges] = useState<string[]>([]);
  const chooseChildren = (value: string) => {
    setChildren(value);
    setAges((kept) => resizeAges(kept, Number(value)));
  };
  // Whether the room sleeps the party, by its children's ages (CardAges says so once loaded).
  const [fits, setFits] = useState(true);
  // Only a party the room sleeps is offered: more adults leave fewer beds for children.
  const choices = partyChoices(room, Number(adults), partyLimits);
  const chooseAdults = (value: string) => {
    setAdults(value);
    const most = partyChoices(room, Number(value), partyLimits).children.at(-1) ?? "0";
    if (Number(children) > Number(most)) chooseChildren(most);
  };
  const adultsRef = useRef<HTMLSelectElement>(null);
  const childrenRef = useRef<HTMLSelectElement>(null);
  const partyProps = { className: "min-h-12" };
  const [checkIn, setCheckIn] = useState<Date | null>(null);
  const [checkOut, setCheckOut] = useState<Date | null>(null);
  // Choosing check-in opens check-out's calendar, unless the check-out chosen still fits.
  const [checkOutRequest, setCheckOutRequest] = useState<Date>();
  // Messages show once Add to Cart was pressed, and follow the dates from then on.
  const [tried, setTried] = useState(false);
  const checkInRef = useRef<HTMLButtonElement>(null);
  const checkOutRef = useRef<HTMLButtonElement>(null);
  const totalRef = useRef<HTMLParagraphElement>(null);
  const issues: StayIssues = tried ? stayIssues(checkIn, checkOut, new Date()) : {};
  const message = (issue: StayIssues[keyof StayIssues]) =>
    issue === "stayTooLong" ? s.errors.stayTooLong(MAX_NIGHTS) : issue && s.errors[issue];

  const nights =
    checkIn && checkOut && !isBeforeDay(checkOut, localDayPlus(checkIn, 1))
      ? countNights(checkIn, checkOut)
      : 0;
  const fieldProps = { panelClassName: "lg:right-0 lg:left-auto" };
  const ratesFor = (field: "checkIn" | "checkOut") => ({
    room: room.name,
    rates: [room.rates],
    field,
  });

  // A closed night or a stay shorter than its season's minimum: the price line (loaded with the
  // dates, not with the page) says why and reports the stay it refused; that stay is never added.
  const [refusedStay, setRefusedStay] = useState<string | null>(null);
  const stayKey = nights > 0 ? `${isoDayOfLocal(checkIn!)}/${isoDayOfLocal(checkOut!)}` : "";
  const refused = refusedStay !== null && refusedStay === stayKey;

  const add = () => {
    const found = stayIssues(checkIn, checkOut, new Date());
    if (!checkIn || !checkOut || found.checkIn || found.checkOut || refused) {
      setTried(true);
      (found.checkIn ? checkInRef : checkOutRef).current?.focus();
      return;
    }
    // A child without an age, or a party the room cannot sleep: nothing is added, and it says so.
    if (ages.includes("") || !fits) {
      setTried(true);
      // The first child without an age (its select, or the children's while the ages load), else
      // the party.
      const missing = ages.indexOf("");
      (missing >= 0
        ? (document.getElementById(`${id}-age-${missing}`) ?? childrenRef.current)
        : adultsRef.current
      )?.focus();
      return;
    }
    setTried(false);
    const added = onAdd({
      dates: { checkIn: isoDayOfLocal(checkIn), checkOut: isoDayOfLocal(checkOut) },
      party: {
        adults: Number(adults),
        children: Number(children),
        ...(ages.length > 0 ? { childAges: ages.map(Number) } : {}),
      },
    });
    const words = { title: t.roomAddedTitle, description: t.roomAddedText(room.name) };
    // All went well: the usual toast. Otherwise (rare) the words that say what happened load.
    // The stay's total stays in view, clear of the toast (on a phone it sat right under it).
    if (added.outcome === "added" && added.kept) showToast(words, { keepInView: totalRef.current });
    else
      void import("~/components/layout/cart-notice").then(({ tellAdded }) =>
        tellAdded(added, words),
      );
  };

  return (
    <>
      <fieldset className="mt-6 min-w-0">
        <legend className="font-medium text-tea-900">{s.datesLegend}</legend>
        {/* Side by side only where both calendars have room to open below their button. */}
        <div className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-1">
          <DatePicker
            {...fieldProps}
            ref={checkInRef}
            name="checkIn"
            label={s.checkIn}
            value={checkIn}
            error={message(issues.checkIn)}
            firstDay={() => localDayPlus(new Date(), 0)}
            rates={ratesFor("checkIn")}
            onChange={(date) => {
              setCheckIn(date);
              const next = checkOutAfter(date, checkOut);
              setCheckOut(next.checkOut);
              if (next.open) setCheckOutRequest(date);
            }}
          />
          <DatePicker
            {...fieldProps}
            ref={checkOutRef}
            name="checkOut"
            label={s.checkOut}
            disabled={!checkIn}
            value={checkOut}
            error={message(issues.checkOut)}
            firstDay={() => localDayPlus(checkIn ?? new Date(), 1)}
            lastDay={() => localDayPlus(checkIn ?? new Date(), MAX_NIGHTS)}
            rates={ratesFor("checkOut")}
            openRequest={checkOutRequest}
            onChange={setCheckOut}
          />
        </div>
        {/* No icon here, unlike the booking form: this page's first load is budgeted. */}
        <p
          ref={totalRef}
          aria-live="polite"
          className="mt-3 min-h-6 text-sm font-medium text-tea-800"
        >
          {/* Both days are chosen whenever there are nights. */}
          {nights > 0 ? (
            <>
              <Suspense>
                <StayOfferLine
                  room={room.name}
                  rates={room.rates}
                  taxes={taxes}
                  checkIn={isoDayOfLocal(checkIn!)}
                  checkOut={isoDayOfLocal(checkOut!)}
                  offers={offers}
                  priceLine={s.stayPrice}
                  onRefusal={(refusal) => setRefusedStay(refusal ? stayKey : null)}
                />
              </Suspense>
            </>
          ) : null}
        </p>
      </fieldset>
      <fieldset className="mt-2 min-w-0">
        <legend className="font-medium text-tea-900">{s.guestsLegend}</legend>
        <div className="mt-3 grid grid-cols-2 items-start gap-4">
          <Field id={`${id}-adults`} label={s.adults}>
            {(control) => (
              <Select
                {...control}
                {...partyProps}
                ref={adultsRef}
                name="adults"
                value={adults}
                onChange={(event) => chooseAdults(event.target.value)}
              >
                <NumberOptions values={choices.adults} />
              </Select>
            )}
          </Field>
          <Field id={`${id}-children`} label={s.children}>
            {(control) => (
              <Select
                {...control}
                {...partyProps}
                ref={childrenRef}
                name="children"
                value={children}
                onChange={(event) => chooseChildren(event.target.value)}
              >
                <NumberOptions values={choices.children} />
              </Select>
            )}
          </Field>
        </div>
        {ages.length > 0 ? (
          <Suspense>
            <CardAges
              id={id}
              room={room}
              adults={adults}
              ages={ages}
              onChange={setAges}
              nights={nights}
              tried={tried}
              onFit={setFits}
            />
          </Suspense>
        ) : null}
      </fieldset>
      <Button type="button" size="lg" className="mt-4 w-full" onClick={add}>
        <ShoppingBag aria-hidden="true" />
        {s.addToCart}
      </Button>
    </>
  );
}
