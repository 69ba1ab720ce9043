import { afterEach, describe, expect, it, vi } from "vitest";
import { serializeRequests } from "~/domain/guest-requests";
import {
  countStoredRequests,
  REQUESTS_CHANGED,
  REQUESTS_STORAGE_KEY,
} from "~/domain/request-count";
import { sampleStayRequest, sampleTableRequest } from "../../../tests/fixtures/sample-request";

/** The store holds what it read for the visit: each test reads it as a fresh page would. */
const freshStore = async () => {
  vi.resetModules();
  return import("./request-store");
};

describe("the request store", () => {
  afterEach(() => localStorage.clear());

  it("drops from storage an entry it cannot read back, so the header counts what the list shows", async () => {
    const broken = { ...sampleTableRequest(), table: { venue: "fine-dining" } };
    localStorage.setItem(
      REQUESTS_STORAGE_KEY,
      JSON.stringify({ version: 1, requests: [sampleStayRequest(), broken] }),
    );
    const told = vi.fn();
    window.addEventListener(REQUESTS_CHANGED, told);
    const { readRequests } = await freshStore();
    expect(readRequests().map((request) => request.ref)).toEqual([sampleStayRequest().ref]);
    expect(countStoredRequests(localStorage.getItem(REQUESTS_STORAGE_KEY))).toBe(1);
    await Promise.resolve();
    expect(told).toHaveBeenCalledTimes(1);
    window.removeEventListener(REQUESTS_CHANGED, told);
  });

  it("tells the header when this tab keeps or deletes a request", async () => {
    localStorage.setItem(REQUESTS_STORAGE_KEY, serializeRequests([sampleStayRequest()]));
    const told = vi.fn();
    window.addEventListener(REQUESTS_CHANGED, told);
    const { readRequests, recordRequest, deleteRequest } = await freshStore();
    expect(readRequests()).toHaveLength(1);
    await Promise.resolve();
    expect(told).not.toHaveBeenCalled();
    const { ref } = recordRequest({ kind: "table", table: sampleTableRequest().table });
    expect(countStoredRequests(localStorage.getItem(REQUESTS_STORAGE_KEY))).toBe(2);
    deleteRequest(ref);
    expect(countStoredRequests(localStorage.getItem(REQUESTS_STORAGE_KEY))).toBe(1);
    expect(told).toHaveBeenCalledTimes(2);
    window.removeEventListener(REQUESTS_CHANGED, told);
  });
});
