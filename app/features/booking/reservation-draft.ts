import { findRoom } from "~/content/runtime/rooms";
import {
  adultOptions,
  childOptions,
  ratePlans,
  paymentMethods,
  reservationDefaults,
  type ReservationValues,
  type Step,
} from "./reservation-values";

// The booking in progress, kept for this tab only (sessionStorage), so switching language (a new
// page in the other build, docs/decisions/0007) or reloading loses nothing. Nothing leaves the
// browser; a confirmed booking clears it.

const KEY = "surma:reservation-draft";

type Draft = { step: Step; values: ReservationValues };

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

export function saveDraft(step: Step, values: ReservationValues) {
  try {
    const stored = {
      step,
      values: { ...values, checkIn: isoDate(values.checkIn), checkOut: isoDate(values.checkOut) },
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
  const { step, values } = raw as { step?: unknown; values?: Record<string, unknown> };
  if (!values || typeof values !== "object") return null;
  const text = (key: keyof ReservationValues, max = 2000) => {
    const value = values[key];
    return typeof value === "string" && value.length <= max
      ? value
      : (reservationDefaults[key] as string);
  };
  const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
    options.includes(value as T) ? (value as T) : fallback;
  const room = typeof values.roomType === "string" ? findRoom(values.roomType) : undefined;
  return {
    step: step === 2 || step === 3 ? step : 1,
    values: {
      checkIn: localDate(values.checkIn),
      checkOut: localDate(values.checkOut),
      roomType: room ? room.id : "",
      adults: oneOf(values.adults, adultOptions, reservationDefaults.adults),
      children: oneOf(values.children, childOptions, reservationDefaults.children),
      ratePlan: oneOf(values.ratePlan, ratePlans, reservationDefaults.ratePlan),
      specialRequests: text("specialRequests"),
      firstName: text("firstName"),
      lastName: text("lastName"),
      email: text("email"),
      phone: text("phone"),
      paymentMethod: oneOf(values.paymentMethod, paymentMethods, reservationDefaults.paymentMethod),
      agreed: values.agreed === true,
    },
  };
}
