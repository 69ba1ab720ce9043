// Where a kept request stands with the hotel's address, as stored with it on the device and read
// back (app/domain/request-delivery.ts says what an answer means). Pure.

/**
 * Where a request stands with the hotel's address: sent (the address said yes, at that time),
 * waiting (kept on the device and by the service worker until the connection is back), or refused
 * (the address said no to this request: retrying would not change it; the guest's own apps carry it).
 */
export type DeliveryState =
  | { state: "sent"; at: string }
  | { state: "waiting"; since: string }
  | { state: "refused"; at: string; status: number };

const isTime = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 40 && !Number.isNaN(Date.parse(value));

/** A stored delivery state read back, or undefined when it is missing or not one. */
export function toDeliveryState(value: unknown): DeliveryState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.state === "sent" && isTime(v.at)) return { state: "sent", at: v.at };
  if (v.state === "waiting" && isTime(v.since)) return { state: "waiting", since: v.since };
  if (v.state === "refused" && isTime(v.at) && Number.isInteger(v.status))
    return { state: "refused", at: v.at, status: v.status as number };
  return undefined;
}
