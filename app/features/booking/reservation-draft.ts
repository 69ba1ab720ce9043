import { findRoom } from "~/content/runtime/rooms";
import type { StayDetails } from "~/domain/guest-requests";
import { MAX_ROOMS } from "~/domain/party-limits";
import { referencePattern } from "~/domain/reference";
import { ageOptions, resizeAges } from "./party-fit";
import { checkedDrafts, draftOf } from "./extra-drafts";
import {
  adultOptions,
  childOptions,
  ratePlans,
  paymentMethods,
  reservationDefaults,
  type MoreRoom,
  type ReservationValues,
  type Step,
} from "./reservation-values";

// The booking in progress, kept for this tab only (sessionStorage), so switching language (a new
// page in the other build, docs/decisions/0007) or reloading loses nothing. Nothing leaves the
// browser; a confirmed booking clears it.

const KEY = "surma:reservation-draft";

/** The step, the values, and the kept request they change (My requests' "Change"), if any. */
type Draft = { step: Step; values: ReservationValues; changes?: string };

const isoDate = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`
    : null;

function localDate(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getDate() === day ? date : null;
}

export function saveDraft(step: Step, values: ReservationValues, changes?: string) {
  try {
    const stored = {
      step,
      values: { ...values, checkIn: isoDate(values.checkIn), checkOut: isoDate(values.checkOut) },
      ...(changes ? { changes } : {}),
    };
    sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked (private mode): the form still works, it just is not remembered.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The stored draft, each field checked; anything odd (edited by hand, old shape) is dropped. */
export function loadDraft(): Draft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const { step, values, changes } = raw as {
    step?: unknown;
    values?: Record<string, unknown>;
    changes?: unknown;
  };
  if (!values || typeof values !== "object") return null;
  return {
    step: step === 2 || step === 3 ? step : 1,
    ...(typeof changes === "string" && referencePattern.test(changes) ? { changes } : {}),
    values: checkedValues(values),
  };
}

const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Values from storage, each field checked; an odd one (edited by hand, old shape) is the default. */
function checkedValues(values: Record<string, unknown>): ReservationValues {
  const text = (key: keyof ReservationValues, max = 2000) => {
    const value = values[key];
    return typeof value === "string" && value.length <= max
      ? value
      : (reservationDefaults[key] as string);
  };
  const room = typeof values.roomType === "string" ? findRoom(values.roomType) : undefined;
  return {
    checkIn: localDate(values.checkIn),
    checkOut: localDate(values.checkOut),
    roomType: room ? room.id : "",
    ...checkedParty(values),
    ratePlan: oneOf(values.ratePlan, ratePlans, reservationDefaults.ratePlan),
    moreRooms: checkedRooms(values.moreRooms),
    specialRequests: text("specialRequests"),
    extras: checkedDrafts(values.extras),
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    paymentMethod: oneOf(values.paymentMethod, paymentMethods, reservationDefaults.paymentMethod),
    agreed: values.agreed === true,
  };
}

/** The further rooms from storage: each field checked, at most three; a room not listed is to choose again. */
function checkedRooms(value: unknown): MoreRoom[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_ROOMS - 1)
    .filter((room): room is Record<string, unknown> => typeof room === "object" && room !== null)
    .map((room) => {
      const type = typeof room.roomType === "string" ? findRoom(room.roomType) : undefined;
      return { roomType: type ? type.id : "", ...checkedParty(room) };
    });
}

/** A room's party from storage: adults and children the form offers, one age a child. */
function checkedParty(values: Record<string, unknown>) {
  const children = oneOf(values.children, childOptions, reservationDefaults.children);
  // An age kept only when it is one the form offers, else to choose again.
  const ages = Array.isArray(values.childAges) ? (values.childAges as unknown[]) : [];
  return {
    adults: oneOf(values.adults, adultOptions, reservationDefaults.adults),
    children,
    childAges: resizeAges(
      ages.map((age) => oneOf(String(age), ageOptions, "")),
      Number(children),
    ),
  };
}

/**
 * A kept stay request as the form's values (My requests' "Change"): every choice it holds, read
 * through the draft's own checks, so a room the hotel no longer lists is left to choose again.
 * The terms are agreed afresh.
 */
export function valuesOfStay(stay: StayDetails): ReservationValues {
  return checkedValues({
    ...stay,
    roomType: stay.room,
    adults: String(stay.adults),
    children: String(stay.children),
    childAges: stay.childAges ?? [],
    extras: (stay.extras ?? []).map(draftOf),
    ratePlan: stay.plan ?? "flexible",
    moreRooms: (stay.moreRooms ?? []).map((room) => ({
      roomType: room.room,
      adults: String(room.adults),
      children: String(room.children),
      childAges: (room.childAges ?? []).map(String),
    })),
    paymentMethod: stay.payment,
    agreed: false,
  });
}
