// What a cart costs, from the hotel's own prices: a dish at its menu price, a room's stay quoted
// night by night with the best running offer, exactly as the booking form quotes the same stay
// (`quoteStay`). The cart keeps what the guest chose; a price it carries is never used for money,
// and a line the catalogue does not know is left out (docs/spec-decisions.md, "Cart and
// ordering"). A stay the hotel would not take now (its day gone by, a night since closed, shorter
// than its season's minimum) is kept, priced, and reported with why.
import type { Party } from "./party-limits";
import { partyCharge, type ChildrenRules, type PartyCharge, type RoomBeds } from "./party-stay";
import { flatRates, stayRefusal, type RoomRates, type StayRefusal } from "./rates";
import {
  chargesShown,
  quoteStay,
  type ChargesShown,
  type PricedOffer,
  type StayQuote,
  type Taxes,
} from "./stay-quote";

/** What the guest chose for one line: a dish and how many, or a room for dates and a party. */
export type CartChoice = {
  type: "food" | "room";
  id: string;
  quantity: number;
  dates?: { checkIn: string; checkOut: string };
  party?: Party;
};

/** The hotel's published prices in dollars: each dish's, and each room's base nightly rate. */
export type PriceList = {
  food: Readonly<Record<string, number>>;
  room: Readonly<Record<string, number>>;
  /** Each room's seasons and closed nights; a room without is priced at its base rate all year. */
  rates?: Readonly<Record<string, RoomRates>>;
};

/**
 * Why the hotel would not take a room's stay that is in the cart (a cart kept from an earlier visit,
 * the site rebuilt since): its check-in day has gone by, or its rates refuse it now (a night since
 * closed, a season's minimum stay it is shorter than: `stayRefusal`).
 */
export type LineRefusal = { kind: "passed" } | StayRefusal;

export type QuotedLine<Line extends CartChoice> = {
  line: Line;
  /** Why the stay cannot be asked for, or null (always for food): the line stays, the checkout not. */
  refusal: LineRefusal | null;
  /** A dish's price, or a room's nightly rate, from the price list. */
  unitPrice: number;
  /** A room's stay for one room (nights, base, offer, total); null for food. */
  stay: StayQuote | null;
  /** The line's extra beds and cots for its children's ages, for all its rooms; else null. */
  party: PartyCharge | null;
  /** What the line costs: price × quantity, or the stay's total × rooms, with their beds. */
  amount: number;
};

export type CartQuote<Line extends CartChoice> = {
  lines: QuotedLine<Line>[];
  /** Lines whose dish or room the price list does not know: left out of every figure. */
  unknown: Line[];
  /** The delivery order: its dishes, the fee, and what the guest pays at the door. */
  food: { subtotal: number; deliveryFee: number; total: number } | null;
  /**
   * The stay requests: nights at the rooms' rates, what offers take off, the service charge and
   * VAT (added to the total, or the part of it they are when the rates include them), the total.
   */
  stays: {
    base: number;
    discount: number;
    serviceCharge: number;
    vat: number;
    /** How the stays' charges are stated (chargesShown). */
    charges: ChargesShown;
    /** The parties' extra beds and cots (their children's ages), beyond the rooms' rates. */
    beds: number;
    total: number;
  } | null;
  /** The lines together: the food and the stays, before delivery and any charges added to them. */
  subtotal: number;
  /** All the guest's cart comes to: the subtotal, the stays' added charges, the delivery fee. */
  total: number;
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function quoteCart<Line extends CartChoice>(
  items: readonly Line[],
  {
    prices,
    offers,
    today,
    deliveryFee,
    taxes,
    beds,
    childrenRules,
  }: {
    prices: PriceList;
    offers: readonly PricedOffer[];
    today: string;
    deliveryFee: number;
    /** The hotel's service charge and VAT on rooms; none when not given. */
    taxes?: Taxes;
    /** What each room sleeps, and the children's policy: a party's extra beds and cots. */
    beds?: Readonly<Record<string, RoomBeds>>;
    childrenRules?: ChildrenRules;
  },
): CartQuote<Line> {
  const lines: QuotedLine<Line>[] = [];
  const unknown: Line[] = [];
  let foodSubtotal = 0;
  let hasFood = false;
  let staysBase = 0;
  let staysDiscount = 0;
  let staysCharge = 0;
  let staysVat = 0;
  let staysTotal = 0;
  let staysBeds = 0;
  let hasStays = false;
  for (const line of items) {
    const unitPrice = Object.hasOwn(prices[line.type], line.id)
      ? prices[line.type][line.id]
      : undefined;
    if (unitPrice === undefined || (line.type === "room" && !line.dates)) {
      unknown.push(line);
      continue;
    }
    if (line.type === "food") {
      const amount = cents(unitPrice * line.quantity);
      foodSubtotal += amount;
      hasFood = true;
      lines.push({ line, unitPrice, stay: null, party: null, amount, refusal: null });
      continue;
    }
    const { checkIn, checkOut } = line.dates!;
    const rates = Object.hasOwn(prices.rates ?? {}, line.id)
      ? prices.rates![line.id]!
      : flatRates(unitPrice);
    const stay = quoteStay({
      rates,
      ...(taxes ? { taxes } : {}),
      checkIn,
      checkOut,
      today,
      offers,
    });
    // Still priced and counted, as the guest sees it: the view refuses the checkout while it stays.
    const refusal: LineRefusal | null =
      checkIn < today ? { kind: "passed" } : stayRefusal(rates, checkIn, checkOut);
    // The line's price before charges that are added (they are the summary's own lines after the
    // subtotal); with charges the rates include, the stay's total.
    const party = line.party
      ? partyCharge(beds?.[line.id], childrenRules, line.party, stay.nights, line.quantity)
      : null;
    const amount = cents(stay.subtotal * line.quantity + (party?.charge ?? 0));
    staysBase += stay.base * line.quantity;
    staysDiscount += (stay.offer?.discount ?? 0) * line.quantity;
    staysCharge += stay.serviceCharge * line.quantity;
    staysVat += stay.vat * line.quantity;
    staysTotal += stay.total * line.quantity + (party?.charge ?? 0);
    staysBeds += party?.charge ?? 0;
    hasStays = true;
    lines.push({ line, unitPrice, stay, party, amount, refusal });
  }
  const food = cents(foodSubtotal);
  const stays = cents(staysTotal);
  const charges = chargesShown(
    { serviceCharge: cents(staysCharge), vat: cents(staysVat) },
    taxes?.included ?? true,
  );
  const added = charges.shown === "added" ? cents(staysCharge + staysVat) : 0;
  const subtotal = cents((hasFood ? food : 0) + (hasStays ? stays - added : 0));
  const fee = hasFood ? deliveryFee : 0;
  return {
    lines,
    unknown,
    food: hasFood ? { subtotal: food, deliveryFee, total: cents(food + deliveryFee) } : null,
    stays: hasStays
      ? {
          base: cents(staysBase),
          discount: cents(staysDiscount),
          serviceCharge: cents(staysCharge),
          vat: cents(staysVat),
          charges,
          beds: cents(staysBeds),
          total: stays,
        }
      : null,
    subtotal,
    total: cents(subtotal + added + fee),
  };
}
