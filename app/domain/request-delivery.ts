// Delivery of a confirmed request to the hotel (docs/spec-decisions.md: "Delivery", beyond the spec, off by
// default): where the hotel's one setting (content/site.yaml) sends which requests, what is sent,
// and what an answer means. Pure: the page and the service worker do the sending.
import type { DeliveryState } from "./delivery-state.ts";
import { stayGuestName, type GuestRequest, type StayRoom } from "./guest-requests";
import { NETLIFY_FORM, type DeliverySetting } from "./delivery-setting.ts";
import { nightsOf } from "./rates.ts";
import type { CancellationCost } from "./cancellation.ts";
import type { ExtraChoice } from "./stay-extras.ts";

/** An address that has not answered in this long is treated as a dropped connection. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * What an attempt's answer means: a 2xx was received; a timeout, a dropped connection, 408, 429
 * or any 5xx is worth trying again later; any other answer (a 4xx) refuses this request for good.
 */
export function outcomeOf(answer: number | "network"): DeliveryState["state"] {
  if (answer === "network") return "waiting";
  if (answer >= 200 && answer < 300) return "sent";
  if (answer === 408 || answer === 429 || answer >= 500) return "waiting";
  return "refused";
}

/** A room's stay, as both kinds of room request carry it. */
const roomStay = (stay: { room: string; checkIn: string; checkOut: string }) => ({
  room: stay.room,
  checkIn: stay.checkIn,
  checkOut: stay.checkOut,
  nights: String(nightsOf(stay.checkIn, stay.checkOut).length),
});

/** An extra as a program reads it: "airport-transfer arrival BG 601 2026-12-20 14:30 guests=4 bags=3". */
const extraField = (choice: ExtraChoice) =>
  [
    choice.id,
    choice.trip,
    choice.flight,
    choice.day,
    choice.time,
    `guests=${choice.guests}`,
    choice.bags === undefined ? undefined : `bags=${choice.bags}`,
  ]
    .filter(Boolean)
    .join(" ");

/** A further room as a program reads it: "family-suite adults=2 children=2 ages=4,9". */
const roomField = (room: StayRoom) =>
  [
    room.room,
    `adults=${room.adults}`,
    `children=${room.children}`,
    room.childAges?.length ? `ages=${room.childAges.join(",")}` : undefined,
  ]
    .filter(Boolean)
    .join(" ");

/** A request's details as label-free fields: ids, ISO dates and numbers a program can read. */
export function requestFields(request: GuestRequest): Record<string, string> {
  switch (request.kind) {
    case "stay": {
      const { stay } = request;
      return {
        ...roomStay(stay),
        adults: String(stay.adults),
        children: String(stay.children),
        ...(stay.childAges?.length ? { childAges: stay.childAges.join(",") } : {}),
        ...(stay.extras?.length ? { extras: stay.extras.map(extraField).join("; ") } : {}),
        ...(stay.rooms ? { rooms: String(stay.rooms) } : {}),
        ...(stay.moreRooms?.length ? { moreRooms: stay.moreRooms.map(roomField).join("; ") } : {}),
        name: stayGuestName(stay),
        email: stay.email,
        phone: stay.phone,
        payment: stay.payment,
        plan: stay.plan ?? "flexible",
        ...(stay.offer ? { offer: stay.offer } : {}),
        ...(stay.changes ? { changes: stay.changes } : {}),
        ...(stay.specialRequests ? { specialRequests: stay.specialRequests } : {}),
      };
    }
    case "hotel": {
      const { hotel } = request;
      return {
        ...roomStay(hotel),
        guests: String(hotel.guests),
        name: hotel.name,
        email: hotel.email,
        phone: hotel.phone,
      };
    }
    case "table": {
      const { table } = request;
      return {
        venue: table.venue,
        date: table.date,
        time: table.time,
        partySize: table.partySize,
        name: table.name,
        email: table.email,
        phone: table.phone,
        ...(table.requests ? { requests: table.requests } : {}),
      };
    }
    case "order": {
      const { order } = request;
      return {
        items: order.items
          .map(
            (line) =>
              `${line.quantity} × ${line.id}${
                line.dates ? ` (${line.dates.checkIn} to ${line.dates.checkOut})` : ""
              }`,
          )
          .join("; "),
        name: order.details.name,
        phone: order.details.phone,
        ...(order.details.area ? { area: order.details.area } : {}),
        ...(order.details.address ? { address: order.details.address } : {}),
      };
    }
  }
}

const kindNames: Record<GuestRequest["kind"], string> = {
  stay: "Stay request",
  hotel: "Room request",
  table: "Table request",
  order: "Order",
};

/** The staff's summary, in English whatever the guest's language: one field to a line. */
export function staffSummary(request: GuestRequest) {
  const lines = Object.entries(requestFields(request)).map(([key, value]) => `${key}: ${value}`);
  return [`${kindNames[request.kind]} ${request.ref}`, ...lines].join("\n");
}

/** What the hotel's address receives for one request: the reference is its key. */
export type DeliveryPayload = {
  reference: string;
  kind: GuestRequest["kind"] | "enquiry";
  language: "en" | "bn";
  createdAt: string;
  fields: Record<string, string>;
  /** The staff's summary in English, and the message the guest's apps carry, in their language. */
  summary: string;
  guestSummary: string;
};

export function deliveryPayload(
  request: GuestRequest,
  language: "en" | "bn",
  guestSummary: string,
): DeliveryPayload {
  return {
    reference: request.ref,
    kind: request.kind,
    language,
    createdAt: request.createdAt,
    fields: requestFields(request),
    summary: staffSummary(request),
    guestSummary,
  };
}

/** What cancelling costs, as a program reads it: "free until 2026-12-03 14:00", "late 249.00". */
export function cancellationCostField(cost: CancellationCost | null): string {
  if (!cost) return "unknown";
  if (cost.kind === "free") return `free until ${cost.until.day} ${cost.until.time}`;
  return `${cost.kind} ${cost.amount.toFixed(2)}`;
}

/**
 * A stay's cancellation (My requests' "Cancel"), under the request's reference: its fields with
 * `action: cancel` and what cancelling costs, sent at the time the guest asked.
 */
export function cancellationPayload(
  request: GuestRequest & { cancel: { at: string } },
  language: "en" | "bn",
  guestSummary: string,
  cost: CancellationCost | null,
): DeliveryPayload {
  const fields = {
    action: "cancel",
    cancellationCost: cancellationCostField(cost),
    ...requestFields(request),
  };
  return {
    reference: request.ref,
    kind: request.kind,
    language,
    createdAt: request.cancel.at,
    fields,
    summary: [
      `Cancellation of ${kindNames[request.kind].toLowerCase()} ${request.ref}`,
      ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`),
    ].join("\n"),
    guestSummary,
  };
}

/** A message from the contact page's form: not kept on the device, sent under its own reference. */
export type Enquiry = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export function enquiryPayload(
  ref: string,
  createdAt: string,
  language: "en" | "bn",
  enquiry: Enquiry,
): DeliveryPayload {
  const fields = Object.fromEntries(
    Object.entries(enquiry).filter(([, value]) => value.trim() !== ""),
  );
  return {
    reference: ref,
    kind: "enquiry",
    language,
    createdAt,
    fields,
    summary: [
      `Enquiry ${ref}`,
      ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`),
    ].join("\n"),
    // The guest's own words are the message.
    guestSummary: enquiry.message,
  };
}

/**
 * The body as the address takes it. A form post has no nesting: each field becomes
 * `fields.<name>`, and Netlify's collection is told which form it is. Neither sets a header a
 * browser would ask the address's permission for first (a plain form post), except JSON's type.
 */
export function encodePayload(
  payload: DeliveryPayload,
  setting: DeliverySetting,
): { body: string; type: string } {
  if (setting.format === "json" && setting.to !== "netlify")
    return { body: JSON.stringify(payload), type: "application/json" };
  const form = new URLSearchParams();
  if (setting.to === "netlify") form.set("form-name", NETLIFY_FORM);
  const { fields, ...rest } = payload;
  for (const [key, value] of Object.entries(rest)) form.set(key, value);
  for (const [key, value] of Object.entries(fields)) form.set(`fields.${key}`, value);
  return { body: form.toString(), type: "application/x-www-form-urlencoded" };
}

/**
 * Every name a form post can carry, for Netlify's collection, which keeps only the fields its
 * form declares (the build writes that form; a test holds this list to every kind's fields).
 */
export const formFieldNames = [
  "form-name",
  "reference",
  "kind",
  "language",
  "createdAt",
  "summary",
  "guestSummary",
  ...[
    "room",
    "checkIn",
    "checkOut",
    "nights",
    "adults",
    "children",
    "childAges",
    "extras",
    "moreRooms",
    "guests",
    "name",
    "email",
    "phone",
    "payment",
    "plan",
    "offer",
    "changes",
    "action",
    "cancellationCost",
    "specialRequests",
    "venue",
    "date",
    "time",
    "partySize",
    "requests",
    "items",
    "area",
    "address",
    "subject",
    "message",
  ].map((field) => `fields.${field}`),
];

/**
 * The page that declares Netlify's form for its collection (Netlify reads forms from the deployed
 * HTML): hidden, not linked, not indexed; every field a request can carry.
 */
export const netlifyFormPage = () =>
  `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Requests</title><meta name="robots" content="noindex"></head>
<body><form name="${NETLIFY_FORM}" method="post" data-netlify="true" hidden>
${formFieldNames
  .filter((name) => name !== "form-name")
  .map((name) => `<input type="hidden" name="${name}">`)
  .join("\n")}
</form></body></html>
`;
