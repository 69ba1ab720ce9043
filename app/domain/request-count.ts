// How many requests this device keeps, read cheaply enough for every page's header: the list's
// entries with a well-formed reference, each reference once, as many as the list keeps. The full
// reading (./guest-requests) also drops an entry whose details do not check out; the request store
// then writes the tidied list back, so the header and "My requests" agree from that visit on.
import { referencePattern } from "./reference";

export const REQUESTS_STORAGE_KEY = "surma-requests";
export const REQUESTS_VERSION = 1;
/** More than any guest makes; the oldest go first beyond it. */
export const MAX_REQUESTS = 50;
/** Sent on the window when this tab changes the list (another tab's change is a storage event). */
export const REQUESTS_CHANGED = "surma-requests-changed";

/** The stored list's entries, as many as are kept; none when storage holds anything else. */
export function storedEntries(raw: string | null | undefined): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? "");
  } catch {
    return [];
  }
  // Object() of a number, a string or null has neither field.
  const { version, requests } = Object(data) as { version?: unknown; requests?: unknown };
  return version === REQUESTS_VERSION && Array.isArray(requests)
    ? requests.slice(0, MAX_REQUESTS)
    : [];
}

/** The number the header shows beside "My requests". */
export function countStoredRequests(raw: string | null | undefined): number {
  const refs = new Set<string>();
  for (const entry of storedEntries(raw)) {
    const ref = (entry as { ref?: unknown } | null)?.ref;
    if (typeof ref === "string" && referencePattern.test(ref)) refs.add(ref);
  }
  return refs.size;
}
