// The requests a guest has made on this device (spec-decisions: "My requests"): kept in the
// browser's storage until the guest deletes them, and checked field by field whenever they are
// read back, as the cart is. Nothing else about the guest is stored.
import { referencePattern } from "./reference";

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
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  payment: (typeof paymentChoices)[number];
  /** The offer whose price rule applied, or that the guest came to book. */
  offer?: string;
  /** US dollars, as quoted when the guest confirmed. */
  pricePerNight: number;
  discount: number;
  total: number;
};

export type GuestRequest = {
  ref: string;
  /** ISO date-time of the request. */
  createdAt: string;
  status: RequestStatus;
  kind: "stay";
  stay: StayDetails;
};

export const REQUESTS_STORAGE_KEY = "surma-requests";
const VERSION = 1;
/** More than any guest makes; the oldest go first beyond it. */
export const MAX_REQUESTS = 50;

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
const isAmount = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1_000_000;

function toStay(value: unknown): StayDetails | null {
  if (!isRecord(value)) return null;
  const v = value;
  if (!isText(v.room, 100, 1) || !isIsoDay(v.checkIn) || !isIsoDay(v.checkOut)) return null;
  if (v.checkOut <= v.checkIn) return null;
  if (!isCount(v.adults, 1, 10) || !isCount(v.children, 0, 10)) return null;
  if (!isText(v.firstName, 100, 1) || !isText(v.lastName, 100, 1)) return null;
  if (!isText(v.email, 254) || !isText(v.phone, 30, 1) || !isText(v.specialRequests, 2000))
    return null;
  if (!(paymentChoices as readonly unknown[]).includes(v.payment)) return null;
  if (v.offer !== undefined && !isText(v.offer, 100, 1)) return null;
  if (!isAmount(v.pricePerNight) || !isAmount(v.discount) || !isAmount(v.total)) return null;
  return {
    room: v.room,
    checkIn: v.checkIn,
    checkOut: v.checkOut,
    adults: v.adults,
    children: v.children,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    specialRequests: v.specialRequests,
    payment: v.payment as StayDetails["payment"],
    ...(v.offer === undefined ? {} : { offer: v.offer }),
    pricePerNight: v.pricePerNight,
    discount: v.discount,
    total: v.total,
  };
}

/** One stored entry back to a request, or null when anything in it is missing or implausible. */
export function toGuestRequest(value: unknown): GuestRequest | null {
  if (!isRecord(value)) return null;
  const { ref, createdAt, status, kind } = value;
  if (typeof ref !== "string" || !referencePattern.test(ref)) return null;
  if (typeof createdAt !== "string" || Number.isNaN(Date.parse(createdAt))) return null;
  if (!(requestStatuses as readonly unknown[]).includes(status)) return null;
  if (kind !== "stay") return null;
  const stay = toStay(value.stay);
  if (!stay) return null;
  return { ref, createdAt, status: status as RequestStatus, kind, stay };
}

/** What storage holds, newest first; unreadable data gives none, a bad entry is dropped. */
export function parseStoredRequests(raw: string | null | undefined): GuestRequest[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(data) || data.version !== VERSION || !Array.isArray(data.requests)) return [];
  const requests: GuestRequest[] = [];
  for (const entry of data.requests.slice(0, MAX_REQUESTS)) {
    const request = toGuestRequest(entry);
    if (request && !requests.some((kept) => kept.ref === request.ref)) requests.push(request);
  }
  return requests;
}

export const serializeRequests = (requests: readonly GuestRequest[]) =>
  JSON.stringify({ version: VERSION, requests: requests.slice(0, MAX_REQUESTS) });

/** The list with a new request first. */
export const withRequest = (requests: readonly GuestRequest[], request: GuestRequest) =>
  [request, ...requests.filter((kept) => kept.ref !== request.ref)].slice(0, MAX_REQUESTS);

export const withStatus = (requests: readonly GuestRequest[], ref: string, status: RequestStatus) =>
  requests.map((kept) => (kept.ref === ref ? { ...kept, status } : kept));

export const withoutRequest = (requests: readonly GuestRequest[], ref: string) =>
  requests.filter((kept) => kept.ref !== ref);
