import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeliverySetting } from "~/domain/delivery-setting";
import { isoDayPlus } from "~/domain/calendar-day";
import { requestCancellation } from "~/domain/request-quote";
import { formatMoney } from "~/i18n/format";
import { sampleCatalogue, sampleStayRequest } from "../../../tests/fixtures/sample-request";
import type { RequestCatalogue } from "./request-text";

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
const fetchMock = vi.fn<typeof fetch>();

// The tests' own policy, unlike the hotel's: free until 36 hours before a 3:00 PM check-in.
const names: RequestCatalogue = {
  ...sampleCatalogue,
  rooms: { deluxe: "Deluxe Room" },
  venues: {},
  dishes: {},
  freeCancellation: { hours: 36, checkInTime: "15:00" },
};
const stay = sampleStayRequest().stay;
// The deadline: 36 hours before check-in at 3:00 PM, 3:00 AM the day before (Sylhet, UTC+6).
const deadline = { day: isoDayPlus(stay.checkIn, -1), time: "03:00" };
const deadlineUtc = Date.parse(`${deadline.day}T${deadline.time}:00+06:00`);

/** A stay kept on this device, its card as My requests shows it, at `now`. */
async function showKept(now: number) {
  vi.setSystemTime(now);
  vi.resetModules();
  const { recordRequest } = await import("./request-store");
  const { useRequests } = await import("./use-requests");
  const { RequestCard } = await import("./request-card");
  const { ref } = recordRequest({ kind: "stay", stay }, new Date(Date.parse("2026-11-25T10:00Z")));
  function View() {
    const request = useRequests()?.find((entry) => entry.ref === ref);
    return request ? <RequestCard request={request} names={names} onPrint={() => {}} /> : null;
  }
  const router = createMemoryRouter([{ path: "/my-requests", element: <View /> }], {
    initialEntries: ["/my-requests"],
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { name: `Reservation request ${ref}` });
  return { ref, user: userEvent.setup() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setting.to = "";
});

describe("Change and Cancel in My requests", () => {
  it("Change opens the booking form for this reference", async () => {
    const { ref } = await showKept(deadlineUtc);
    expect(screen.getByRole("link", { name: `Change request ${ref}` })).toHaveAttribute(
      "href",
      `/reservations?change=${ref}`,
    );
  });

  it("before the deadline: says cancelling is free until when, and sends nothing until asked", async () => {
    const { ref, user } = await showKept(deadlineUtc);
    const cancel = screen.getByRole("button", { name: `Cancel request ${ref}` });
    await user.click(cancel);
    expect(cancel).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(`Cancel request ${ref}?`)).toHaveFocus();
    expect(
      screen.getByText(
        /^Cancelling now is free: on the flexible rate this stay can be cancelled free of charge until Thursday, 3 December 2026, 3:00 AM \(Sylhet time\)\.$/,
      ),
    ).toBeVisible();
    // "Keep my request" sends nothing and gives focus back.
    await user.click(screen.getByRole("button", { name: "Keep my request" }));
    expect(cancel).toHaveFocus();
    expect(screen.queryByText(/Cancelling now/)).toBeNull();
    expect(localStorage.getItem("surma-requests")).not.toContain('"cancel"');

    await user.click(cancel);
    await user.click(screen.getByRole("button", { name: "Send the cancellation" }));
    // Off: nothing reached the hotel; the guest's own apps carry the reference and the word cancel.
    const section = await screen.findByRole("region", { name: /^Cancellation not yet sent/ });
    expect(
      within(section).getByRole("heading", {
        name: "Cancellation not yet sent",
      }),
    ).toHaveFocus();
    expect(section).toHaveTextContent("nothing has reached the hotel yet");
    const whatsapp = within(section).getByRole("link", { name: /Send on WhatsApp/ });
    const text = decodeURIComponent(
      new URL(whatsapp.getAttribute("href")!).searchParams.get("text")!,
    );
    expect(text).toContain(`I would like to cancel my reservation request ${ref}.`);
    expect(text).toContain(
      "Cost of cancelling: Free (before Thursday, 3 December 2026, 3:00 AM (Sylhet time))",
    );
    expect(screen.queryByRole("button", { name: `Cancel request ${ref}` })).toBeNull();
    // The guest marks it sent, as a request.
    await user.selectOptions(screen.getByLabelText("Cancellation status"), "whatsapp");
    expect(screen.getAllByText("Cancellation sent on WhatsApp")[0]).toBeVisible();
  });

  it("after the deadline: states the charge, the first night's share of the quoted price", async () => {
    const late = deadlineUtc + 60_000;
    const { ref, user } = await showKept(late);
    await user.click(screen.getByRole("button", { name: `Cancel request ${ref}` }));
    const cost = requestCancellation(sampleStayRequest({}, ref), names, names.freeCancellation, {
      day: deadline.day,
      time: "03:01",
    });
    expect(cost?.kind).toBe("late");
    const amount = formatMoney(cost!.kind === "late" ? cost!.amount : NaN, "en-GB");
    expect(
      screen.getByText(
        new RegExp(
          `^Free cancellation ended on Thursday, 3 December 2026, 3:00 AM \\(Sylhet time\\): cancelling now costs \\${amount} \\(≈ ৳[\\d,]+\\), the first night\\.$`,
        ),
      ),
    ).toBeVisible();
  });

  it("on: the cancellation goes to the hotel's address with the reference, and says when it arrived", async () => {
    setting.to = "https://forms.example.com/f/hotel";
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const { ref, user } = await showKept(deadlineUtc);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole("button", { name: `Cancel request ${ref}` }));
    await user.click(screen.getByRole("button", { name: "Send the cancellation" }));
    expect(
      await screen.findByRole("heading", {
        name: "Cancellation sent to the hotel",
      }),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const body = JSON.parse(String(fetchMock.mock.calls[1]![1]!.body)) as {
      reference: string;
      fields: Record<string, string>;
    };
    expect(body.reference).toBe(ref);
    expect(body.fields).toMatchObject({
      action: "cancel",
      cancellationCost: `free until ${deadline.day} 03:00`,
    });
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
  });
});
