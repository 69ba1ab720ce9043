// The service worker's part in delivering requests to the hotel (issue 39, docs/decisions/0034),
// bundled by scripts/service-worker.mjs into /sw-requests.js, which sw.js imports. A page asks it to
// send one request ("srh-deliver"); it sends it, or keeps it in Workbox's background-sync queue
// when the connection or the hotel's address fails, and sends it when the browser says the
// connection is back (the `sync` event, even with every tab closed), when any page of the site is
// opened, or when a page asks ("srh-flush"). Each request goes once: its reference is its key,
// here and in the record of what was delivered that pages read back.
import { Queue } from "workbox-background-sync";
import type { DeliveryState } from "../app/domain/delivery-state.ts";
import { DELIVERY_TIMEOUT_MS as TIMEOUT_MS, outcomeOf } from "../app/domain/request-delivery.ts";

type Ask = { type: "srh-deliver"; ref: string; url: string; body: string; contentType: string };
type WorkerEvent = Event & {
  data?: unknown;
  ports?: readonly MessagePort[];
  request?: Request;
  waitUntil(promise: Promise<unknown>): void;
};
type WorkerScope = {
  addEventListener(type: string, listener: (event: WorkerEvent) => void): void;
  clients: {
    matchAll(options: { type: "window" }): Promise<{ postMessage(data: unknown): void }[]>;
  };
};
declare const self: WorkerScope;

/** Where what became of each request is kept: the worker's own record, read by pages through it. */
const RECORD = "srh-delivery";
/** A request waits this long for a connection (minutes) before Workbox lets it go: 30 days. */
const KEEP_MINUTES = 30 * 24 * 60;

/** The reference a queued request was kept under. */
const refOf = (metadata: object | undefined) =>
  String((metadata as { ref?: unknown } | undefined)?.ref ?? "");

const recordKey = (ref: string) => `/__delivery/${encodeURIComponent(ref)}`;

async function recorded(ref: string): Promise<DeliveryState | undefined> {
  const response = await (await caches.open(RECORD)).match(recordKey(ref));
  return response ? ((await response.json()) as DeliveryState) : undefined;
}

async function record(ref: string, state: DeliveryState) {
  const cache = await caches.open(RECORD);
  await cache.put(recordKey(ref), new Response(JSON.stringify(state)));
  // Open pages update at once; a page opened later asks.
  for (const client of await self.clients.matchAll({ type: "window" }))
    client.postMessage({ type: "srh-delivered", ref, state });
}

async function attempt(request: Request): Promise<number | "network"> {
  try {
    return (await fetch(request, { signal: AbortSignal.timeout(TIMEOUT_MS) })).status;
  } catch {
    return "network";
  }
}

const finished = (answer: number | "network"): DeliveryState => {
  const at = new Date().toISOString();
  return typeof answer === "number" && outcomeOf(answer) === "sent"
    ? { state: "sent", at }
    : { state: "refused", at, status: typeof answer === "number" ? answer : 0 };
};

let replaying: Promise<void> | undefined;

/**
 * One piece of delivery work at a time (sending what a page asks, replaying the queue): a request
 * taken out of the queue to be sent is never also sent for a page that asks meanwhile.
 */
let chain: Promise<unknown> = Promise.resolve();
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = chain.then(work, work);
  chain = run.catch(() => {});
  return run;
}

/** Sends what waits, oldest first; stops at the first that still cannot go (it stays first). */
async function replay() {
  let entry;
  while ((entry = await queue.shiftRequest())) {
    const ref = refOf(entry.metadata);
    // A page may have recorded it meanwhile: never send it twice.
    if (ref && (await recorded(ref))) continue;
    const answer = await attempt(entry.request.clone());
    if (outcomeOf(answer) === "waiting") {
      await queue.unshiftRequest(entry);
      throw new Error("The hotel's address cannot be reached yet; the request waits.");
    }
    if (ref) await record(ref, finished(answer));
  }
}

/** One replay at a time, whoever asks (a sync event, a page, a page load). */
function replayOnce() {
  replaying ??= exclusive(replay).finally(() => {
    replaying = undefined;
  });
  return replaying;
}

const queue = new Queue("srh-requests", {
  maxRetentionTime: KEEP_MINUTES,
  // Throwing leaves the sync registered: the browser tries again later.
  onSync: () => replayOnce(),
});

const inFlight = new Map<string, Promise<DeliveryState>>();

async function deliver({ ref, url, body, contentType }: Ask): Promise<DeliveryState> {
  const known = await recorded(ref);
  if (known) return known;
  const since = new Date().toISOString();
  const waiting = (await queue.getAll()).find((entry) => refOf(entry.metadata) === ref);
  if (waiting) {
    void replayOnce().catch(() => {});
    return { state: "waiting", since: new Date(waiting.timestamp ?? Date.now()).toISOString() };
  }
  const request = new Request(url, {
    method: "POST",
    body,
    headers: { "Content-Type": contentType, Accept: "application/json" },
  });
  const answer = await attempt(request.clone());
  if (outcomeOf(answer) === "waiting") {
    await queue.pushRequest({ request, metadata: { ref } });
    return { state: "waiting", since };
  }
  const state = finished(answer);
  await record(ref, state);
  return state;
}

self.addEventListener("message", (event) => {
  const data = event.data as Ask | { type: "srh-flush" } | undefined;
  if (data?.type === "srh-flush") return event.waitUntil(replayOnce().catch(() => {}));
  if (data?.type !== "srh-deliver") return;
  const port = event.ports?.[0];
  // Two tabs asking for one request at once share one attempt.
  let pending = inFlight.get(data.ref);
  if (!pending) {
    pending = exclusive(() => deliver(data)).finally(() => inFlight.delete(data.ref));
    inFlight.set(data.ref, pending);
  }
  event.waitUntil(
    pending.then(
      (state) => port?.postMessage(state),
      () => port?.postMessage({ state: "waiting", since: new Date().toISOString() }),
    ),
  );
});

// A page of the site opened: the connection is there, so whatever waits goes now.
let lastTry = 0;
self.addEventListener("fetch", (event) => {
  if (event.request?.mode !== "navigate" || Date.now() - lastTry < 5000) return;
  lastTry = Date.now();
  event.waitUntil(replayOnce().catch(() => {}));
});
