import { describe, expect, it } from "vitest";
import { parseStoredRequests, serializeRequests } from "./guest-requests";
import { referenceAlphabet } from "./reference";
import { countStoredRequests, MAX_REQUESTS } from "./request-count";
import {
  sampleHotelRequest,
  sampleStayRequest,
  sampleTableRequest,
} from "../../tests/fixtures/sample-request";

const stored = (requests: unknown[], version = 1) => JSON.stringify({ version, requests });

describe("the header's count of the requests kept on this device", () => {
  it("agrees with the full reading for the lists the site writes", () => {
    const lists = [
      [],
      [sampleStayRequest()],
      [sampleStayRequest(), sampleHotelRequest(), sampleTableRequest()],
    ];
    for (const list of lists) {
      const raw = serializeRequests(list);
      expect(countStoredRequests(raw)).toBe(list.length);
      expect(countStoredRequests(raw)).toBe(parseStoredRequests(raw).length);
    }
  });

  it("counts each well-formed reference once", () => {
    const request = sampleStayRequest();
    expect(countStoredRequests(stored([request, request]))).toBe(1);
    expect(countStoredRequests(stored([{ ...request, ref: "SRH-0O1IL5" }]))).toBe(0);
    expect(countStoredRequests(stored([{ ...request, ref: 42 }, null, "SRH-7K3P9Q"]))).toBe(0);
    // Only a reference written as text: not one inside a list, which would read the same.
    expect(countStoredRequests(stored([{ ...request, ref: ["SRH-7K3P9Q"] }]))).toBe(0);
  });

  it("counts nothing from anything but the site's list", () => {
    for (const raw of [null, undefined, "", "{", "null", "[]", "42", '"SRH-7K3P9Q"', "true"])
      expect(countStoredRequests(raw)).toBe(0);
    expect(countStoredRequests(stored([sampleStayRequest()], 2))).toBe(0);
    expect(countStoredRequests(JSON.stringify({ version: 1, requests: {} }))).toBe(0);
  });

  it("counts no more than the list keeps", () => {
    const many = Array.from({ length: MAX_REQUESTS + 3 }, (_, index) =>
      sampleStayRequest(
        {},
        `SRH-AAAA${referenceAlphabet[index % 29]}${referenceAlphabet[index % 7]}`,
      ),
    );
    const refs = new Set(many.map((request) => request.ref));
    expect(refs.size).toBe(many.length);
    expect(countStoredRequests(stored(many))).toBe(MAX_REQUESTS);
  });
});
