// The guest's requests in this browser's storage. Storage can be missing, full or forbidden
// (private modes): the request then lives for the visit, in memory, and the hand-offs still work.
import {
  parseStoredRequests,
  REQUESTS_STORAGE_KEY,
  serializeRequests,
  withRequest,
  withoutRequest,
  withStatus,
  type GuestRequest,
  type RequestStatus,
  type RequestBody,
} from "~/domain/guest-requests";
import { newReference } from "~/domain/reference";

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
  try {
    memory = parseStoredRequests(storage()?.getItem(REQUESTS_STORAGE_KEY));
  } catch {
    memory = [];
  }
  return memory;
}

function write(requests: GuestRequest[]) {
  memory = requests;
  try {
    if (requests.length === 0) storage()?.removeItem(REQUESTS_STORAGE_KEY);
    else storage()?.setItem(REQUESTS_STORAGE_KEY, serializeRequests(requests));
  } catch {
    // Kept in memory for this visit; nothing to tell the guest.
  }
  for (const listener of listeners) listener();
}

/** Keeps a new request and gives it back with its reference, one no request on this device has. */
export function recordRequest(body: RequestBody, now = new Date()): GuestRequest {
  const requests = readRequests();
  const ref = newReference(new Set(requests.map((request) => request.ref)));
  const request = { ref, createdAt: now.toISOString(), status: "unsent", ...body } as const;
  write(withRequest(requests, request));
  return request;
}

export const setStatus = (ref: string, status: RequestStatus) =>
  write(withStatus(readRequests(), ref, status));

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
