import { afterEach, describe, expect, it } from "vitest";
import { ignoreCancelledRequests } from "./cancelled-requests";

/** An `unhandledrejection` event as the browser dispatches it (jsdom has no constructor for it). */
function rejection(reason: unknown) {
  const event = new Event("unhandledrejection", { cancelable: true });
  Object.defineProperty(event, "reason", { value: reason });
  window.dispatchEvent(event);
  return event;
}

describe("ignoreCancelledRequests", () => {
  let stop = () => {};
  afterEach(() => stop());

  it("silences a cancelled request and reports every other rejection", () => {
    stop = ignoreCancelledRequests();
    expect(
      rejection(new DOMException("signal is aborted without reason", "AbortError"))
        .defaultPrevented,
    ).toBe(true);
    expect(rejection(new TypeError("Failed to fetch")).defaultPrevented).toBe(false);
    expect(rejection(new DOMException("quota", "QuotaExceededError")).defaultPrevented).toBe(false);
    expect(rejection("AbortError").defaultPrevented).toBe(false);
  });

  it("stops when asked", () => {
    ignoreCancelledRequests()();
    expect(rejection(new DOMException("aborted", "AbortError")).defaultPrevented).toBe(false);
  });
});
