// The extras a guest adds to a stay (content/extras/): what was chosen, read back and checked, and
// each priced by its unit (domain/party-stay.ts, extraPrice). Pure: days YYYY-MM-DD, times HH:MM.
import { extraPrice, type ExtraPricing, type Vehicle } from "./party-stay.ts";
import { dayIndexOf } from "./calendar-day.ts";

/** What the booking flow asks for an extra: a flight, a day of the stay, or nothing. */
export type ExtraNeeds = "flight" | "day" | "nothing";

/** An extra as the hotel offers it. */
export type ExtraOffer = { id: string; name: string; needs: ExtraNeeds; pricing: ExtraPricing };

/** The most suitcases a transfer is asked for. */
export const MAX_BAGS = 20;
/** The most guests an extra is for. */
export const MAX_EXTRA_GUESTS = 40;

/**
 * One extra as the guest chose it: for how many guests; a day trip's day; a transfer's way
 * (from the airport on arrival, or to it for departure), flight, time and suitcases.
 */
export type ExtraChoice = {
  id: string;
  guests: number;
  day?: string;
  trip?: "arrival" | "departure";
  flight?: string;
  time?: string;
  bags?: number;
};

/** A flight number as airlines print it: "BG 601", "EK585", "6E 1102". */
export const flightPattern = /^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/i;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const isCount = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A stored choice read back, or null when anything in it is missing or implausible. */
export function toExtraChoice(value: unknown): ExtraChoice | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== "string" || !/^[a-z0-9-]{1,60}$/.test(v.id)) return null;
  if (!isCount(v.guests, 1, MAX_EXTRA_GUESTS)) return null;
  if (v.day !== undefined && !(typeof v.day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v.day)))
    return null;
  if (v.trip !== undefined && v.trip !== "arrival" && v.trip !== "departure") return null;
  if (v.flight !== undefined && !(typeof v.flight === "string" && flightPattern.test(v.flight)))
    return null;
  if (v.time !== undefined && !(typeof v.time === "string" && timePattern.test(v.time)))
    return null;
  if (v.bags !== undefined && !isCount(v.bags, 0, MAX_BAGS)) return null;
  return {
    id: v.id,
    guests: v.guests,
    ...(v.day === undefined ? {} : { day: v.day as string }),
    ...(v.trip === undefined ? {} : { trip: v.trip as "arrival" | "departure" }),
    ...(v.flight === undefined ? {} : { flight: (v.flight as string).toUpperCase() }),
    ...(v.time === undefined ? {} : { time: v.time as string }),
    ...(v.bags === undefined ? {} : { bags: v.bags as number }),
  };
}

/** Whether a choice has what its extra needs, within the stay (a trip's day, a transfer's flight). */
export function choiceComplete(
  choice: ExtraChoice,
  offer: Pick<ExtraOffer, "needs">,
  stay: { checkIn: string; checkOut: string },
): boolean {
  if (offer.needs === "day")
    return (
      choice.day !== undefined &&
      dayIndexOf(choice.day) >= dayIndexOf(stay.checkIn) &&
      dayIndexOf(choice.day) <= dayIndexOf(stay.checkOut)
    );
  if (offer.needs === "flight")
    return choice.trip !== undefined && choice.flight !== undefined && choice.time !== undefined;
  return true;
}

/** An extra chosen, priced: null when no vehicle takes the party and its bags (the team says). */
export type PricedExtra = {
  choice: ExtraChoice;
  offer: ExtraOffer;
  amount: number | null;
  vehicle: Vehicle | null;
};

/**
 * The chosen extras the hotel still offers, each priced for the stay's `nights`; one the hotel no
 * longer lists is left out (its team names it).
 */
export function priceExtras(
  choices: readonly ExtraChoice[],
  offers: readonly ExtraOffer[],
  nights: number,
): PricedExtra[] {
  return choices.flatMap((choice) => {
    const offer = offers.find((entry) => entry.id === choice.id);
    if (!offer) return [];
    const price = extraPrice(offer.pricing, {
      nights,
      guests: choice.guests,
      bags: choice.bags ?? 0,
    });
    return [{ choice, offer, amount: price?.amount ?? null, vehicle: price?.vehicle ?? null }];
  });
}

/** What the priced extras add, summed in whole cents; those without a price add nothing yet. */
export const extrasTotal = (priced: readonly PricedExtra[]) =>
  priced.reduce((sum, extra) => sum + Math.round((extra.amount ?? 0) * 100), 0) / 100;
