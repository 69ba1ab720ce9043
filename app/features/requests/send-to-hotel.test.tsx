import { render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeliverySetting } from "~/domain/delivery-setting";
import { sampleStayRequest } from "../../../tests/fixtures/sample-request";

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const setting = vi.hoisted((): DeliverySetting => ({
  to: "",
  format: "json",
  kinds: ["stays", "tables", "orders"],
}));
vi.mock("~/content/runtime/request-delivery", () => ({ requestDelivery: setting }));

const message = {
  phone: "+880 1711 234567",
  phoneShown: "+880\u00a01711\u00a0234567",
  to: "stay@example.com",
  text: "Hello",
  subject: "Stay",
};
const fetchMock = vi.fn<typeof fetch>();

/** The view of a request just confirmed, as My requests shows it, on a fresh page. */
async function showConfirmed() {
  vi.resetModules();
  const { recordRequest } = await import("./request-store");
  const { useRequests } = await import("./use-requests");
  const { SendToHotel } = await import("./send-to-hotel");
  const { ref } = recordRequest({ kind: "stay", stay: sampleStayRequest().stay });
  function View() {
    const request = useRequests()?.find((entry) => entry.ref === ref);
    return request ? (
      <SendToHotel request={request} message={message} id="card" heading="h2" />
    ) : null;
  }
  render(<View />);
}

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setting.to = "";
});

describe("how a confirmed request reaches the hotel", () => {
  it("off: says nothing has reached the hotel and offers WhatsApp first", async () => {
    await showConfirmed();
    const status = screen.getByRole("status");
    expect(within(status).getByRole("heading", { name: "Send it to the hotel" })).toBeVisible();
    expect(status).toHaveTextContent("nothing has reached the hotel yet");
    const links = screen.getAllByRole("link");
    expect(links[0]).toHaveAccessibleName(/Send on WhatsApp/);
    expect(links[1]).toHaveAccessibleName("Send by e-mail");
    expect(links[2]).toHaveAccessibleName(/Call/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on: says it is sending, then the time the hotel's address said yes, with no hand-off left", async () => {
    setting.to = "https://forms.example.com/f/hotel";
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await showConfirmed();
    expect(await screen.findByRole("heading", { name: "Sending it to the hotel…" })).toBeVisible();
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    answer(new Response(null, { status: 200 }));
    expect(
      await screen.findByRole("heading", { name: /^Sent to the hotel at \d{1,2}:\d{2} (AM|PM)$/ }),
    ).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("reached our reservations team");
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
  });

  it("on, offline: says it waits for a connection and offers the hand-offs meanwhile", async () => {
    setting.to = "https://forms.example.com/f/hotel";
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await showConfirmed();
    expect(
      await screen.findByRole("heading", {
        name: "Waiting for a connection: we will send it as soon as you are online",
      }),
    ).toBeVisible();
    expect(screen.getAllByRole("link")[0]).toHaveAccessibleName(/Send on WhatsApp/);
  });

  it("on, refused by the address: says so and offers the hand-offs", async () => {
    setting.to = "https://forms.example.com/f/hotel";
    fetchMock.mockResolvedValue(new Response(null, { status: 403 }));
    await showConfirmed();
    expect(
      await screen.findByRole("heading", { name: "The hotel's system did not take it" }),
    ).toBeVisible();
    expect(screen.getAllByRole("link")[0]).toHaveAccessibleName(/Send on WhatsApp/);
  });
});
