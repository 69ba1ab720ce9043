import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeliverySetting } from "~/domain/delivery-setting";
import { sampleStayRequest, sampleTableRequest } from "../../../tests/fixtures/sample-request";

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// The hotel's setting, as each test has it (content/site.yaml's requestDelivery).
const setting = vi.hoisted((): DeliverySetting => ({
  to: "",
  format: "json",
  kinds: ["stays", "tables", "orders"],
}));
vi.mock("~/content/runtime/request-delivery", () => ({ requestDelivery: setting }));

/** A page's modules as a fresh visit loads them: the store reads storage anew. */
const freshPage = async () => {
  vi.resetModules();
  const store = await import("./request-store");
  const { deliver } = await import("./delivery");
  return { ...store, deliver };
};

const stay = sampleStayRequest().stay;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setting.to = "https://forms.example.com/f/hotel";
  setting.format = "json";
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("delivering a request to the hotel's address", () => {
  it("keeps a request of a delivered kind waiting to be sent from the moment it is kept", async () => {
    const { recordRequest } = await freshPage();
    const request = recordRequest({ kind: "stay", stay }, new Date("2026-11-27T10:42:00Z"));
    expect(request.delivery).toEqual({ state: "waiting", since: "2026-11-27T10:42:00.000Z" });
    setting.to = "";
    const { recordRequest: recordOff } = await freshPage();
    expect(recordOff({ kind: "stay", stay }).delivery).toBeUndefined();
  });

  it("posts the payload once and records the time the address said yes", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    const { recordRequest, deliver, readRequests } = await freshPage();
    const request = recordRequest({ kind: "stay", stay });
    const state = await deliver(request, "Hello Surma Riverside Hotel");
    expect(state?.state).toBe("sent");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://forms.example.com/f/hotel");
    expect(init?.method).toBe("POST");
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      reference: request.ref,
      kind: "stay",
      language: "en",
      guestSummary: "Hello Surma Riverside Hotel",
    });
    expect(readRequests()[0]?.delivery?.state).toBe("sent");

    // Shown again (a reload, another tab): never sent twice.
    const again = await freshPage();
    expect((await again.deliver(request, "Hello"))?.state).toBe("sent");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends once when two views ask for the same request at the same moment", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { recordRequest, deliver } = await freshPage();
    const request = recordRequest({ kind: "table", table: sampleTableRequest().table });
    const first = deliver(request, "Hello");
    const second = deliver(request, "Hello");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(new Response(null, { status: 204 }));
    expect((await first)?.state).toBe("sent");
    expect((await second)?.state).toBe("sent");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps it waiting after a dropped connection or a 5xx, and sends it on the next try", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    const { recordRequest, deliver, readRequests } = await freshPage();
    const request = recordRequest({ kind: "stay", stay }, new Date("2026-11-27T10:42:00Z"));
    expect((await deliver(request, "Hello"))?.state).toBe("waiting");
    expect((await deliver(request, "Hello"))?.state).toBe("waiting");
    // Still the moment it began to wait.
    expect(readRequests()[0]?.delivery).toEqual({
      state: "waiting",
      since: "2026-11-27T10:42:00.000Z",
    });
    expect((await deliver(request, "Hello"))?.state).toBe("sent");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("records a refusal (a 4xx) and does not try again", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 422 }));
    const { recordRequest, deliver, readRequests } = await freshPage();
    const request = recordRequest({ kind: "stay", stay });
    expect(await deliver(request, "Hello")).toMatchObject({ state: "refused", status: 422 });
    expect(readRequests()[0]?.delivery?.state).toBe("refused");
    await deliver(request, "Hello");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends nothing while delivery is off, or for a kind the hotel did not choose", async () => {
    const { recordRequest, deliver } = await freshPage();
    setting.kinds = ["tables"];
    const request = recordRequest({ kind: "stay", stay });
    expect(await deliver(request, "Hello")).toBeUndefined();
    setting.to = "";
    setting.kinds = ["stays", "tables", "orders"];
    expect(await deliver(request, "Hello")).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts a form where the address takes one, and Netlify's form to the site itself", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    setting.to = "netlify";
    setting.format = "form";
    const { recordRequest, deliver } = await freshPage();
    const request = recordRequest({ kind: "stay", stay });
    await deliver(request, "Hello");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/");
    expect(new Headers(init?.headers).get("Content-Type")).toBe(
      "application/x-www-form-urlencoded",
    );
    expect(new URLSearchParams(String(init?.body)).get("form-name")).toBe("requests");
  });
});
