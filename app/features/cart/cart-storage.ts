import {
  cartItemTypes,
  lineKey,
  MAX_LINES,
  stayNights,
  type CartItem,
  type StayDates,
} from "./cart-model";
import { toParty } from "~/domain/party-limits";
import { MAX_QUANTITY } from "~/domain/quantity";
import { photoPattern } from "~/lib/photo";
import { MAX_NIGHTS } from "~/domain/stay-limit";
import { isIsoDay } from "~/domain/calendar-day";

// The cart survives a reload (docs/spec-decisions.md). Whatever is read back is checked by hand, not with
// zod: this code ships on every page. Anything malformed is dropped without a word or a crash; of
// two entries of one line (which only a hand or another version writes) the first is kept.

export const CART_STORAGE_KEY = "surma-cart";
const VERSION = 1;

const MAX_PRICE = 100_000;

type Stored = { version: typeof VERSION; items: CartItem[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim().length > 0 && value.length <= max;

/** A real calendar day, YYYY-MM-DD (not 2026-02-30). */
const isDay = (value: unknown): value is string => typeof value === "string" && isIsoDay(value);

/** A stay of 1 to MAX_NIGHTS nights, or null. */
function toStayDates(value: unknown): StayDates | null {
  if (!isRecord(value)) return null;
  const { checkIn, checkOut } = value;
  if (!isDay(checkIn) || !isDay(checkOut)) return null;
  const nights = stayNights({ checkIn, checkOut });
  return nights >= 1 && nights <= MAX_NIGHTS ? { checkIn, checkOut } : null;
}

/**
 * One stored entry back to a cart item, or null when any field is missing or implausible. A room
 * needs its dates and its party; food has neither.
 */
export function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, name, price, image, type, quantity } = value;
  const dates = type === "room" ? toStayDates(value.dates) : null;
  const party = type === "room" ? toParty(value.party) : null;
  if (type === "room" ? !dates || !party : value.dates !== undefined || value.party !== undefined)
    return null;
  if (!isText(id, 100) || !isText(name, 200)) return null;
  if (typeof price !== "number" || !Number.isFinite(price) || price <= 0 || price > MAX_PRICE)
    return null;
  if (typeof image !== "string" || !photoPattern.test(image)) return null;
  if (!(cartItemTypes as readonly unknown[]).includes(type)) return null;
  if (
    !Number.isInteger(quantity) ||
    (quantity as number) < 1 ||
    (quantity as number) > MAX_QUANTITY
  )
    return null;
  const kind = type as CartItem["type"];
  return {
    id,
    name,
    price,
    image,
    type: kind,
    quantity: quantity as number,
    ...(dates && { dates }),
    ...(party && { party }),
  };
}

/**
 * Parses what storage holds. Unreadable JSON or a wrong overall shape gives an empty cart; a bad
 * or duplicate entry (the same line: see lineKey) is dropped and the rest kept, the first 100.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(data) || data.version !== VERSION || !Array.isArray(data.items)) return [];
  const items: CartItem[] = [];
  for (const entry of data.items.slice(0, MAX_LINES)) {
    const item = toCartItem(entry);
    if (item && !items.some((kept) => lineKey(kept) === lineKey(item))) items.push(item);
  }
  return items;
}

export function serializeCart(items: readonly CartItem[]): string {
  const stored: Stored = { version: VERSION, items: [...items] };
  return JSON.stringify(stored);
}

// Storage can be missing, full or forbidden (private modes, blocked cookies): the cart then simply
// lives for the visit, as the spec's in-memory cart did.
export function readCart(storage: Storage | undefined = safeStorage()): CartItem[] {
  try {
    return parseStoredCart(storage?.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Keeps the cart in storage; false when it cannot (full, forbidden or missing storage). */
export function writeCart(
  items: readonly CartItem[],
  storage: Storage | undefined = safeStorage(),
): boolean {
  try {
    if (items.length === 0) storage!.removeItem(CART_STORAGE_KEY);
    else storage!.setItem(CART_STORAGE_KEY, serializeCart(items));
    return true;
  } catch {
    // The cart still works for this visit; adding to it says it will not last (cart-notice.ts).
    return false;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
