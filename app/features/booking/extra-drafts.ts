// The extras as the booking form holds them while the guest chooses (text, "" until given), and
// as the request keeps them (domain/stay-extras.ts). A transfer's two ways are two choices.
import { flightPattern, type ExtraChoice, type ExtraNeeds } from "~/domain/stay-extras";

export type Trip = "arrival" | "departure";

/** One chosen extra in the form: its key (the extra, and a transfer's way), and what it needs. */
export type ExtraDraft = {
  key: string;
  id: string;
  trip: "" | Trip;
  guests: string;
  day: string;
  flight: string;
  time: string;
  bags: string;
};

export const draftKey = (id: string, trip: "" | Trip = "") => (trip ? `${id}:${trip}` : id);

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a draft has what its extra needs: a way, a flight and a time, or a day. */
export function draftComplete(draft: ExtraDraft, needs: ExtraNeeds | undefined): boolean {
  if (needs === "flight")
    return (
      draft.trip !== "" && flightPattern.test(draft.flight.trim()) && timePattern.test(draft.time)
    );
  if (needs === "day") return /^\d{4}-\d{2}-\d{2}$/.test(draft.day);
  return needs !== undefined;
}

/** The choice a request keeps: a transfer's day is the stay's first or last. */
export function choiceOf(
  draft: ExtraDraft,
  stay: { checkIn: string; checkOut: string },
): ExtraChoice {
  const guests = Math.max(1, Number(draft.guests) || 1);
  if (draft.trip)
    return {
      id: draft.id,
      guests,
      trip: draft.trip,
      day: draft.trip === "arrival" ? stay.checkIn : stay.checkOut,
      flight: draft.flight.trim().toUpperCase(),
      time: draft.time,
      bags: Number(draft.bags) || 0,
    };
  return { id: draft.id, guests, ...(draft.day ? { day: draft.day } : {}) };
}

/** A kept choice back as the form's draft (My requests' "Change"). */
export function draftOf(choice: ExtraChoice): ExtraDraft {
  const trip = choice.trip ?? "";
  return {
    key: draftKey(choice.id, trip),
    id: choice.id,
    trip,
    guests: String(choice.guests),
    day: trip ? "" : (choice.day ?? ""),
    flight: choice.flight ?? "",
    time: choice.time ?? "",
    bags: String(choice.bags ?? 0),
  };
}

/** Drafts from storage, each field checked; an odd one is dropped. */
export function checkedDrafts(value: unknown): ExtraDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): ExtraDraft[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const v = entry as Record<string, unknown>;
    const text = (key: string, max = 20) =>
      typeof v[key] === "string" && (v[key] as string).length <= max ? (v[key] as string) : "";
    const id = text("id", 60);
    if (!/^[a-z0-9-]+$/.test(id)) return [];
    const trip = v.trip === "arrival" || v.trip === "departure" ? v.trip : "";
    return [
      {
        key: draftKey(id, trip),
        id,
        trip,
        guests: text("guests", 3),
        day: text("day", 10),
        flight: text("flight"),
        time: text("time", 5),
        bags: text("bags", 3),
      },
    ];
  });
}
