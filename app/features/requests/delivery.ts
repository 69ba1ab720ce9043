// Sends a confirmed request to the hotel's address, when the hotel has one (content/site.yaml,
// domain/request-delivery). Loaded with the views that confirm or show a request, never on a page's
// first load. With a service worker in charge of the page, the worker sends it or keeps it until the
// connection is back (scripts/sw-requests.ts); without one (a first visit), the page sends it and
// tries a waiting one again when the browser is back online or the request is shown again.
// Either way a request goes once: the work for one reference runs under one lock across the
// site's tabs, and a request recorded as sent or refused is never sent again.
import { requestDelivery } from "~/content/runtime/request-delivery";
import type { GuestRequest } from "~/domain/guest-requests";
import { newReference } from "~/domain/new-reference";
import {
  DELIVERY_TIMEOUT_MS as TIMEOUT_MS,
  cancellationPayload,
  deliveryPayload,
  encodePayload,
  enquiryPayload,
  outcomeOf,
  type Enquiry,
} from "~/domain/request-delivery";
import { toDeliveryState, type DeliveryState } from "~/domain/delivery-state";
import { delivers, endpointOf } from "~/domain/delivery-setting";
import { LOCALE } from "~/lib/locale";
import { freshRequests, setCancellation, setDelivery } from "./request-store";
import type { CancellationCost } from "~/domain/cancellation";

/** The key a stay's cancellation is sent under: apart from its request's, which went before. */
const CANCEL = ":cancel";

/** Whether requests of this kind go to the hotel's address. */
export const deliveryOn = (kind: GuestRequest["kind"]) => delivers(requestDelivery, kind);

const now = () => new Date().toISOString();

async function sendHere(url: string, body: string, contentType: string): Promise<DeliveryState> {
  let answer: number | "network";
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    answer = response.status;
  } catch {
    answer = "network";
  }
  const outcome = outcomeOf(answer);
  return outcome === "sent"
    ? { state: "sent", at: now() }
    : outcome === "waiting"
      ? { state: "waiting", since: now() }
      : { state: "refused", at: now(), status: answer as number };
}

function askWorker(
  worker: ServiceWorker,
  ask: { ref: string; url: string; body: string; contentType: string },
): Promise<DeliveryState> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    // A worker that never answers leaves the request waiting, not the page.
    const timer = window.setTimeout(
      () => resolve({ state: "waiting", since: now() }),
      TIMEOUT_MS + 2000,
    );
    channel.port1.onmessage = (event: MessageEvent) => {
      window.clearTimeout(timer);
      resolve(toDeliveryState(event.data) ?? { state: "waiting", since: now() });
    };
    worker.postMessage({ type: "srh-deliver", ...ask }, [channel.port2]);
  });
}

/** Through the service worker when it is in charge of the page (it keeps what cannot go yet). */
function send(ask: { ref: string; url: string; body: string; contentType: string }) {
  const worker = navigator.serviceWorker?.controller;
  return worker ? askWorker(worker, ask) : sendHere(ask.url, ask.body, ask.contentType);
}

/**
 * Sends a message from the contact page's form, when the hotel has enquiries delivered: under a
 * reference of its own (it is not kept in My requests); gives where it stands, or undefined.
 */
export function deliverEnquiry(enquiry: Enquiry): Promise<DeliveryState | undefined> {
  const url = endpointOf(requestDelivery);
  if (!url || !delivers(requestDelivery, "enquiry")) return Promise.resolve(undefined);
  const ref = newReference(new Set());
  const { body, type } = encodePayload(
    enquiryPayload(ref, now(), LOCALE, enquiry),
    requestDelivery,
  );
  return send({ ref, url, body, contentType: type });
}

/** Work for one reference at a time: in this page (one promise shared), and across tabs (a lock). */
const running = new Map<string, Promise<unknown>>();
function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const previous = running.get(name) ?? Promise.resolve();
  const next = previous
    .catch(() => {})
    .then(() =>
      typeof navigator !== "undefined" && navigator.locks
        ? navigator.locks.request(name, work)
        : work(),
    );
  running.set(name, next);
  void next
    .finally(() => {
      if (running.get(name) === next) running.delete(name);
    })
    .catch(() => {});
  return next;
}

/**
 * Sends `request` unless it was sent or refused already, and records where it stands; gives that
 * state, or undefined when the hotel has no address for requests of its kind. `guestSummary` is the
 * message the guest's own apps would carry, in the page's language.
 */
export function deliver(request: GuestRequest, guestSummary: string) {
  const url = endpointOf(requestDelivery);
  if (!url || !deliveryOn(request.kind)) return Promise.resolve(undefined);
  return withLock(`srh-deliver-${request.ref}`, async () => {
    const kept = freshRequests().find((entry) => entry.ref === request.ref);
    if (!kept) return undefined;
    const known = kept.delivery;
    if (known?.state === "sent" || known?.state === "refused") return known;
    const { body, type } = encodePayload(
      deliveryPayload(kept, LOCALE, guestSummary),
      requestDelivery,
    );
    const state = await send({ ref: kept.ref, url, body, contentType: type });
    // A waiting request keeps the time it began to wait.
    setDelivery(kept.ref, state.state === "waiting" && known?.state === "waiting" ? known : state);
    return state;
  });
}

/**
 * Sends a kept stay's cancellation to the hotel's address, unless it was sent or refused already,
 * and records where it stands with the request; gives that state, or undefined when the hotel has
 * no address for stays (the guest's own apps carry it) or the request holds no cancellation.
 */
export function deliverCancellation(
  request: GuestRequest,
  guestSummary: string,
  cost: CancellationCost | null,
) {
  const url = endpointOf(requestDelivery);
  if (!url || !deliveryOn(request.kind)) return Promise.resolve(undefined);
  const key = `${request.ref}${CANCEL}`;
  return withLock(`srh-deliver-${key}`, async () => {
    const kept = freshRequests().find((entry) => entry.ref === request.ref);
    if (!kept?.cancel) return undefined;
    const known = kept.cancel.delivery;
    if (known?.state === "sent" || known?.state === "refused") return known;
    const { body, type } = encodePayload(
      cancellationPayload({ ...kept, cancel: kept.cancel }, LOCALE, guestSummary, cost),
      requestDelivery,
    );
    const state = await send({ ref: key, url, body, contentType: type });
    recordCancellation(
      kept.ref,
      state.state === "waiting" && known?.state === "waiting" ? known : state,
    );
    return state;
  });
}

/** Where a cancellation stands, kept with its request (as it is now: another tab may have marked it). */
function recordCancellation(ref: string, delivery: DeliveryState) {
  const cancel = freshRequests().find((entry) => entry.ref === ref)?.cancel;
  if (cancel) setCancellation(ref, { ...cancel, delivery });
}

/**
 * Keeps this page's requests in step with the worker: what it delivered while the page was away
 * or open. Returns the unsubscribe.
 */
export function followDeliveries() {
  const container = navigator.serviceWorker;
  if (!container) return () => {};
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; ref?: string; state?: unknown } | undefined;
    const state = toDeliveryState(data?.state);
    if (data?.type !== "srh-delivered" || !data.ref || !state) return;
    void withLock(`srh-deliver-${data.ref}`, async () => {
      if (data.ref!.endsWith(CANCEL)) recordCancellation(data.ref!.slice(0, -CANCEL.length), state);
      else if (freshRequests().some((entry) => entry.ref === data.ref))
        setDelivery(data.ref!, state);
    });
  };
  // Back online: whatever waits goes now.
  const onOnline = () => container.controller?.postMessage({ type: "srh-flush" });
  container.addEventListener("message", onMessage);
  window.addEventListener("online", onOnline);
  return () => {
    container.removeEventListener("message", onMessage);
    window.removeEventListener("online", onOnline);
  };
}
