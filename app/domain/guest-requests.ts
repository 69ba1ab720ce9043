// The requests a guest has made on this device (docs/spec-decisions.md: "My requests"): kept in the
// browser's storage until the guest deletes them, and checked field by field whenever they are
// read back, as the cart is. Nothing else about the guest is stored, and no price: what a stay or
// an order costs is worked out from the catalogue whenever it is shown or sent (./request-quote);
// a price an older entry still carries is not read.
import { fieldLimits } from "./field-limits";
import { toExtraChoice, type ExtraChoice } from "./stay-extras";
import { isChildAges, MAX_ROOMS, toParty, type Party } from "./party-limits";
import { MAX_QUANTITY } from "./quantity";
import { referencePattern } from "./reference";
import { toDeliveryState, type DeliveryState } from "./delivery-state";
import { MAX_REQUESTS, REQUESTS_VERSION, storedEntries } from "./request-count";

export const requestStatuses = ["unsent", "whatsapp", "email"] as const;
/** As the guest marked it: the site cannot know whether a message was sent. */
export type RequestStatus = (typeof requestStatuses)[number];

export const paymentChoices = ["credit-card", "pay-later"] as const;

/** A room for some nights: ids and numbers, named in the page's language when shown. */
export type StayDetails = {
  room: string;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** Each child's age (0 to 17), as many as `children`; older requests have none. */
  childAges?: number[];
  /** The extras added to the stay (content/extras/): a transfer, day trips. */
  extras?: ExtraChoice[];
  firstName: string;
  /** "" for a stay from the cart, whose checkout asks one full name (kept in `firstName`). */
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  payment: (typeof paymentChoices)[number];
  /** The offer whose price rule applied, or that the guest came to book: only it may apply. */
  offer?: string;
  /** The non-refundable rate, when the guest chose it (its discount is the hotel's, read anew). */
  plan?: "nonRefundable";
  /** Rooms alike for these dates, each with this party (a cart line of more than one); one if absent. */
  rooms?: number;
  /** The reference of the request this one changes (My requests' "Change"): it replaces that one. */
  changes?: string;
  /** The request's further rooms (up to three), each of a type and with a party of its own, for the same dates and rate plan. */
  moreRooms?: StayRoom[];
};

/** A further room of a stay request: its room type and who sleeps in it. */
export type StayRoom = { room: string; adults: number; children: number; childAges?: number[] };

/** Every room of a stay request, the first one first, each with its party. */
export const roomsOfStay = (stay: StayDetails): StayRoom[] => [
  {
    room: stay.room,
    adults: stay.adults,
    children: stay.children,
    ...(stay.childAges ? { childAges: stay.childAges } : {}),
  },
  ...(stay.moreRooms ?? []),
];

/** The guest's name as a stay request holds it: first and last, or the cart's one full name. */
export const stayGuestName = (stay: Pick<StayDetails, "firstName" | "lastName">) =>
  [stay.firstName, stay.lastName].filter(Boolean).join(" ");

/** A request from the contact page's hotel form: a room and dates, the price confirmed later. */
export type HotelDetails = {
  room: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  name: string;
  email: string;
  phone: string;
};

/** A table at one of the restaurants, from the contact page's restaurant form. */
export type TableDetails = {
  venue: string;
  /** YYYY-MM-DD and HH:MM, the hotel's time (Asia/Dhaka). */
  date: string;
  time: string;
  /** "1" to "6", or "7+". */
  partySize: string;
  name: string;
  email: string;
  phone: string;
  requests: string;
};

/** A line of a placed order, as the guest chose it: a dish, or a room for its dates. */
export type OrderLine = {
  type: "food" | "room";
  id: string;
  /** Its name when ordered, in that page's language; shown in the current one when known. */
  name: string;
  quantity: number;
  dates?: { checkIn: string; checkOut: string };
  /** Who stays in each room (orders placed before the cart asked have none). */
  party?: Party;
};

/** A food (or room) order placed from the cart: food paid on delivery, rooms at the hotel. */
export type OrderDetails = {
  items: OrderLine[];
  details: { name: string; phone: string; area: string; address: string };
};

/** What was asked for, by kind. */
export type RequestBody =
  | { kind: "stay"; stay: StayDetails }
  | { kind: "hotel"; hotel: HotelDetails }
  | { kind: "table"; table: TableDetails }
  | { kind: "order"; order: OrderDetails };

/**
 * A stay's cancellation, once the guest asked for it (My requests' "Cancel"): when, and how it
 * went as the request itself does: marked by the guest, or where it stands with the hotel's address.
 */
export type Cancellation = {
  /** ISO date-time the guest sent it. */
  at: string;
  status: RequestStatus;
  delivery?: DeliveryState;
};

export type GuestRequest = {
  ref: string;
  /** ISO date-time of the request. */
  createdAt: string;
  status: RequestStatus;
  /** Where it stands with the hotel's address, when the hotel has requests delivered. */
  delivery?: DeliveryState;
  cancel?: Cancellation;
} & RequestBody;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number, min = 0): value is string =>
  typeof value === "string" && value.trim().length >= min && value.length <= max;
const isIsoDay = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const isCount = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function toStay(value: unknown): StayDetails | null {
  if (!isRecord(value)) return null;
  const v = value;
  if (!isText(v.room, 100, 1) || !isIsoDay(v.checkIn) || !isIsoDay(v.checkOut)) return null;
  if (v.checkOut <= v.checkIn) return null;
  if (!isCount(v.adults, 1, 10) || !isCount(v.children, 0, 10)) return null;
  // A last name, or none at all (the cart's one full name): never one made only of spaces.
  if (
    !isText(v.firstName, fieldLimits.name, 1) ||
    !(v.lastName === "" || isText(v.lastName, fieldLimits.name, 1))
  )
    return null;
  if (
    !isText(v.email, fieldLimits.email) ||
    !isText(v.phone, fieldLimits.phone, 1) ||
    !isText(v.specialRequests, fieldLimits.specialRequests)
  )
    return null;
  if (!(paymentChoices as readonly unknown[]).includes(v.payment)) return null;
  if (v.offer !== undefined && !isText(v.offer, 100, 1)) return null;
  if (v.plan !== undefined && v.plan !== "nonRefundable") return null;
  if (v.rooms !== undefined && !isCount(v.rooms, 2, MAX_QUANTITY)) return null;
  if (
    v.changes !== undefined &&
    !(typeof v.changes === "string" && referencePattern.test(v.changes))
  )
    return null;
  // The extras, each checked; a list with one that does not check out drops the request.
  const extras =
    v.extras === undefined
      ? undefined
      : Array.isArray(v.extras) && v.extras.length <= 20
        ? v.extras.map(toExtraChoice)
        : [null];
  if (extras?.some((choice) => choice === null)) return null;
  if (!isChildAges(v.childAges, v.children)) return null;
  // The further rooms, each checked; a list with one that does not check out drops the request.
  const moreRooms =
    v.moreRooms === undefined
      ? undefined
      : Array.isArray(v.moreRooms) && v.moreRooms.length <= MAX_ROOMS - 1
        ? v.moreRooms.map(toStayRoom)
        : [null];
  if (moreRooms?.some((room) => room === null)) return null;
  return {
    room: v.room,
    checkIn: v.checkIn,
    checkOut: v.checkOut,
    adults: v.adults,
    children: v.children,
    ...(v.childAges === undefined ? {} : { childAges: [...(v.childAges as number[])] }),
    ...(extras ? { extras: extras as ExtraChoice[] } : {}),
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    specialRequests: v.specialRequests,
    payment: v.payment as StayDetails["payment"],
    ...(v.offer === undefined ? {} : { offer: v.offer }),
    ...(v.plan === undefined ? {} : { plan: v.plan }),
    ...(v.rooms === undefined ? {} : { rooms: v.rooms }),
    ...(v.changes === undefined ? {} : { changes: v.changes }),
    ...(moreRooms?.length ? { moreRooms: moreRooms as StayRoom[] } : {}),
  };
}

function toStayRoom(value: unknown): StayRoom | null {
  if (!isRecord(value)) return null;
  const { room, adults, children, childAges } = value;
  if (!isText(room, 100, 1) || !isCount(adults, 1, 10) || !isCount(children, 0, 10)) return null;
  if (!isChildAges(childAges, children)) return null;
  return {
    room,
    adults,
    children,
    ...(childAges === undefined ? {} : { childAges: [...(childAges as number[])] }),
  };
}

const isDates = (checkIn: unknown, checkOut: unknown) =>
  isIsoDay(checkIn) && isIsoDay(checkOut) && checkOut > checkIn;
const isContact = (v: Record<string, unknown>) =>
  isText(v.name, fieldLimits.name, 1) &&
  isText(v.email, fieldLimits.email) &&
  isText(v.phone, fieldLimits.phone, 1);

function toHotel(v: Record<string, unknown>): HotelDetails | null {
  if (!isText(v.room, 100, 1) || !isDates(v.checkIn, v.checkOut) || !isCount(v.guests, 1, 10))
    return null;
  if (!isContact(v)) return null;
  const { room, checkIn, checkOut, guests, name, email, phone } = v as HotelDetails;
  return { room, checkIn, checkOut, guests, name, email, phone };
}

function toTable(v: Record<string, unknown>): TableDetails | null {
  if (!isText(v.venue, 100, 1) || !isIsoDay(v.date)) return null;
  if (typeof v.time !== "string" || !/^([01]\d|2[0-3]):[0-5]\d$/.test(v.time)) return null;
  if (!isText(v.partySize, 3, 1) || !isText(v.requests, fieldLimits.tableRequests) || !isContact(v))
    return null;
  const { venue, date, time, partySize, name, email, phone, requests } = v as TableDetails;
  return { venue, date, time, partySize, name, email, phone, requests };
}

function toOrderLine(value: unknown): OrderLine | null {
  if (!isRecord(value)) return null;
  const { type, id, name, quantity, dates } = value;
  if (type !== "food" && type !== "room") return null;
  if (!isText(id, 100, 1) || !isText(name, 200, 1)) return null;
  if (!isCount(quantity, 1, MAX_QUANTITY)) return null;
  if (dates === undefined && value.party === undefined)
    return type === "food" ? { type, id, name, quantity } : null;
  if (type !== "room" || !isRecord(dates) || !isDates(dates.checkIn, dates.checkOut)) return null;
  const { checkIn, checkOut } = dates as { checkIn: string; checkOut: string };
  const party = value.party === undefined ? undefined : toParty(value.party);
  if (party === null) return null;
  return { type, id, name, quantity, dates: { checkIn, checkOut }, ...(party && { party }) };
}

function toOrder(v: Record<string, unknown>): OrderDetails | null {
  const { items, details } = v;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100) return null;
  const lines = items.map(toOrderLine);
  if (lines.some((line) => line === null)) return null;
  if (!isRecord(details)) return null;
  if (!isText(details.name, fieldLimits.name, 1) || !isText(details.phone, fieldLimits.phone, 1))
    return null;
  if (!isText(details.area, 100) || !isText(details.address, fieldLimits.address)) return null;
  return {
    items: lines as OrderLine[],
    details: {
      name: details.name,
      phone: details.phone,
      area: details.area,
      address: details.address,
    },
  };
}

function toBody(kind: unknown, value: Record<string, unknown>): RequestBody | null {
  const payload = value[typeof kind === "string" ? kind : ""];
  if (!isRecord(payload)) return null;
  switch (kind) {
    case "stay": {
      const stay = toStay(payload);
      return stay && { kind, stay };
    }
    case "hotel": {
      const hotel = toHotel(payload);
      return hotel && { kind, hotel };
    }
    case "table": {
      const table = toTable(payload);
      return table && { kind, table };
    }
    case "order": {
      const order = toOrder(payload);
      return order && { kind, order };
    }
    default:
      return null;
  }
}

/** One stored entry back to a request, or null when anything in it is missing or implausible. */
export function toGuestRequest(value: unknown): GuestRequest | null {
  if (!isRecord(value)) return null;
  const { ref, createdAt, status, kind } = value;
  if (typeof ref !== "string" || !referencePattern.test(ref)) return null;
  if (typeof createdAt !== "string" || Number.isNaN(Date.parse(createdAt))) return null;
  if (!(requestStatuses as readonly unknown[]).includes(status)) return null;
  const body = toBody(kind, value);
  if (!body) return null;
  const delivery = toDeliveryState(value.delivery);
  const cancel = toCancellation(value.cancel);
  return {
    ref,
    createdAt,
    status: status as RequestStatus,
    ...(delivery ? { delivery } : {}),
    // Only a stay is cancelled from My requests.
    ...(cancel && body.kind === "stay" ? { cancel } : {}),
    ...body,
  };
}

/** A stored cancellation read back, or undefined when it is missing or not one. */
function toCancellation(value: unknown): Cancellation | undefined {
  if (!isRecord(value)) return undefined;
  const { at, status } = value;
  if (typeof at !== "string" || at.length > 40 || Number.isNaN(Date.parse(at))) return undefined;
  if (!(requestStatuses as readonly unknown[]).includes(status)) return undefined;
  const delivery = toDeliveryState(value.delivery);
  return { at, status: status as RequestStatus, ...(delivery ? { delivery } : {}) };
}

/** What storage holds, newest first; unreadable data gives none, a bad entry is dropped. */
export function parseStoredRequests(raw: string | null | undefined): GuestRequest[] {
  const requests: GuestRequest[] = [];
  for (const entry of storedEntries(raw)) {
    const request = toGuestRequest(entry);
    if (request && !requests.some((kept) => kept.ref === request.ref)) requests.push(request);
  }
  return requests;
}

export const serializeRequests = (requests: readonly GuestRequest[]) =>
  JSON.stringify({ version: REQUESTS_VERSION, requests: requests.slice(0, MAX_REQUESTS) });

/** The list with a new request first. */
export const withRequest = (requests: readonly GuestRequest[], request: GuestRequest) =>
  [request, ...requests.filter((kept) => kept.ref !== request.ref)].slice(0, MAX_REQUESTS);

export const withStatus = (requests: readonly GuestRequest[], ref: string, status: RequestStatus) =>
  requests.map((kept) => (kept.ref === ref ? { ...kept, status } : kept));

export const withDelivery = (
  requests: readonly GuestRequest[],
  ref: string,
  delivery: DeliveryState,
) => requests.map((kept) => (kept.ref === ref ? { ...kept, delivery } : kept));

export const withCancellation = (
  requests: readonly GuestRequest[],
  ref: string,
  cancel: Cancellation,
) =>
  requests.map((kept) => (kept.ref === ref && kept.kind === "stay" ? { ...kept, cancel } : kept));

/** The request that changed `ref` (its "Change"), if one is kept. */
export const changedBy = (requests: readonly GuestRequest[], ref: string) =>
  requests.find((kept) => kept.kind === "stay" && kept.stay.changes === ref);

export const withoutRequest = (requests: readonly GuestRequest[], ref: string) =>
  requests.filter((kept) => kept.ref !== ref);
