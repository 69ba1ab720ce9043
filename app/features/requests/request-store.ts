// The guest's requests in this browser's storage. Storage can be missing, full or forbidden
// (private modes): the request then lives for the visit, in memory, and the hand-offs still work.
import {
  parseStoredRequests,
  serializeRequests,
  withRequest,
  withoutRequest,
  withStatus,
  withDelivery,
  withCancellation,
  type Cancellation,
  type GuestRequest,
  type RequestStatus,
  type RequestBody,
} from "~/domain/guest-requests";
import { newReference } from "~/domain/new-reference";
import { type DeliveryState } from "~/domain/delivery-state";
import { delivers } from "~/domain/delivery-setting";
import { requestDelivery } from "~/content/runtime/request-delivery";
import {
  countStoredRequests,
  REQUESTS_CHANGED,
  REQUESTS_STORAGE_KEY,
} from "~/domain/request-count";

let memory: GuestRequest[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The requests on this device, newest first, each checked as it is read back. */
export function readRequests(): GuestRequest[] {
  if (memory) return memory;
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(REQUESTS_STORAGE_KEY);
  } catch {
    raw = null;
  }
  memory = parseStoredRequests(raw);
  // An entry whose details did not check out is dropped from storage too, so the header's count
  // (which reads only the references) agrees with this list.
  if (memory.length !== countStoredRequests(raw)) {
    write(memory, false);
    // Told after this read, which may happen while a page renders.
    queueMicrotask(announce);
  }
  return memory;
}

function write(requests: GuestRequest[], notify = true) {
  memory = requests;
  try {
    if (requests.length === 0) storage()?.removeItem(REQUESTS_STORAGE_KEY);
    else storage()?.setItem(REQUESTS_STORAGE_KEY, serializeRequests(requests));
  } catch {
    // Kept in memory for this visit; nothing to tell the guest.
  }
  if (!notify) return;
  for (const listener of listeners) listener();
  announce();
}

/** The header's count reads storage afresh. */
const announce = () => window.dispatchEvent(new Event(REQUESTS_CHANGED));

/**
 * Keeps a new request and gives it back with its reference, one no request on this device has.
 * When the hotel has requests of its kind sent to it, it waits to be sent from the moment it is
 * kept (./delivery sends it), so a closed tab or a dropped connection cannot lose it.
 */
export function recordRequest(body: RequestBody, now = new Date()): GuestRequest {
  const requests = readRequests();
  const ref = newReference(new Set(requests.map((request) => request.ref)));
  const createdAt = now.toISOString();
  const request: GuestRequest = {
    ref,
    createdAt,
    status: "unsent",
    ...(delivers(requestDelivery, body.kind)
      ? { delivery: { state: "waiting", since: createdAt } as const }
      : {}),
    ...body,
  };
  write(withRequest(requests, request));
  return request;
}

export const setStatus = (ref: string, status: RequestStatus) =>
  write(withStatus(readRequests(), ref, status));

/** The requests as storage holds them now: another tab may have changed them since the last read. */
export function freshRequests(): GuestRequest[] {
  // Without storage the visit's memory is all there is.
  if (storage()) memory = null;
  return readRequests();
}

export const setDelivery = (ref: string, delivery: DeliveryState) =>
  write(withDelivery(readRequests(), ref, delivery));

/** Keeps a stay's cancellation (and, later, where it stands). */
export const setCancellation = (ref: string, cancel: Cancellation) =>
  write(withCancellation(readRequests(), ref, cancel));

export const deleteRequest = (ref: string) => write(withoutRequest(readRequests(), ref));

export function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change (a request made or deleted there) reads afresh.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== REQUESTS_STORAGE_KEY) return;
    memory = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
