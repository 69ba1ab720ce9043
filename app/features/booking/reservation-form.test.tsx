import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { rateTerms, ratesOf } from "~/content/runtime/room-rates";
import { findRoom, rooms } from "~/content/runtime/rooms";
import { fromRate, nightRate } from "~/domain/rates";
import { freeCancellationUntil } from "~/domain/cancellation";
import { formatMoney } from "~/i18n/format";
import { saveDraft } from "./reservation-draft";
import { ReservationForm } from "./reservation-form";
import { quoteFor } from "./stay-price";
import { reservationDefaults } from "./reservation-values";
import type { StayDetails } from "~/domain/guest-requests";
import { bedsOf, childrenRules } from "~/content/runtime/room-beds";

declare const __BUILD_DAY__: string;

// Whole journeys through a real calendar: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toaster", () => ({ showToast }));

// The calendar and the validation are loaded on first use; warm them so no test waits on a transform.
beforeAll(async () => {
  await Promise.all([import("~/components/layout/date-calendar"), import("./reservation-schema")]);
});

// Today is Monday 15 June 2026 for every test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 5, 15, 10, 30));
});
afterEach(() => {
  vi.useRealTimers();
  showToast.mockReset();
});

const onConfirmed = vi.fn(() => "SRH-7K3P9Q");
/** The oldest age that is still a child under the children's policy: free, in the existing beds. */
const childAge = String(childrenRules.freeUnderAge - 1);
/** The requests kept on this device, by reference, for "Change" (`?change=`). */
const kept = new Map<string, StayDetails>();

function renderForm(url = "/reservations") {
  onConfirmed.mockClear();
  const element = <ReservationForm onConfirmed={onConfirmed} keptStay={(ref) => kept.get(ref)} />;
  const router = createMemoryRouter([{ path: "/reservations", element }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const forward = (name: RegExp | string) => screen.getByRole("button", { name });
const roomRadios = () =>
  within(screen.getByRole("group", { name: "Room type" })).getAllByRole("radio");
const checkInButton = () => screen.getByRole("button", { name: /^Check-in date/ });
const checkOutButton = () => screen.getByRole("button", { name: /^Check-out date/ });

/**
 * Opens a date field's calendar, unless it is open (choosing check-in opens check-out's), and
 * waits for its days.
 */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, field: HTMLElement) {
  if (field.getAttribute("aria-expanded") !== "true") await user.click(field);
  await waitFor(() => expect(field).toHaveAttribute("aria-expanded", "true"));
  const calendar = document.getElementById(field.getAttribute("aria-controls") ?? "")!;
  await within(calendar).findByRole("grid");
  return calendar;
}

/** Opens a date field's calendar (unless it is open) and clicks a day of June 2026. */
async function pickDay(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, day: number) {
  const calendar = await openCalendar(user, field);
  await user.click(
    within(calendar).getByRole("button", { name: new RegExp(`\\b${day} June 2026`) }),
  );
  await waitFor(() => expect(calendar).not.toBeInTheDocument());
}

async function completeStepOne(user: ReturnType<typeof userEvent.setup>) {
  await pickDay(user, checkInButton(), 20);
  await pickDay(user, checkOutButton(), 23);
  await user.click(screen.getByRole("radio", { name: "Deluxe Room" }));
  await user.click(forward("Continue to Personal Details"));
  await screen.findByRole("heading", { name: /Step 2 of 3/ });
}

async function completeStepTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Nusrat");
  await user.type(screen.getByLabelText("Last name"), "Chowdhury");
  await user.type(screen.getByLabelText("E-mail"), "nusrat@example.com");
  await user.type(screen.getByLabelText("Phone"), "+880 1712 345678");
  await user.click(forward("Continue to review"));
  await screen.findByRole("heading", { name: /Step 3 of 3/ });
}

describe("step 1: the price", () => {
  it("shows each night's rate in the calendar: all rooms' lowest, then the chosen room's", async () => {
    const { user } = renderForm();
    const day = (calendar: HTMLElement) =>
      within(calendar).getByRole("button", { name: /\b20 June 2026/ });
    await user.click(checkInButton());
    let calendar = await screen.findByRole("dialog");
    await within(calendar).findByRole("grid");
    // Before a room is chosen: the lowest rate of the rooms that night.
    const lowest = Math.min(...rooms.map((room) => nightRate(ratesOf(room), "2026-06-20").rate));
    expect(day(calendar)).toHaveAccessibleName(
      new RegExp(`20 June 2026, from \\$${lowest} a night$`),
    );
    expect(within(calendar).getByText(/^Each day shows our lowest rate that night/)).toBeVisible();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("radio", { name: "Deluxe Room" }));
    await user.click(checkInButton());
    calendar = await screen.findByRole("dialog");
    await within(calendar).findByRole("grid");
    const deluxe = nightRate(ratesOf(findRoom("deluxe")!), "2026-06-20").rate;
    expect(day(calendar)).toHaveAccessibleName(new RegExp(`20 June 2026, \\$${deluxe} a night$`));
    expect(
      within(calendar).getByText("Deluxe Room: each day shows that night's rate."),
    ).toBeVisible();
    // A day gone by is refused, and says no price.
    expect(within(calendar).getByRole("button", { name: /\b14 June 2026$/ })).toBeDisabled();
  });

  it("shows nights × the nightly price and the total as soon as dates and a room are chosen", async () => {
    const { user } = renderForm();
    await pickDay(user, checkInButton(), 20);
    await pickDay(user, checkOutButton(), 23);
    expect(screen.queryByText(/× \$/)).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Deluxe Room" }));
    expect(screen.getByText("Deluxe Room · 3 nights × $249")).toBeVisible();
    expect(screen.getByText("$747")).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "Garden View Room" }));
    expect(screen.getByText("Garden View Room · 3 nights × $219")).toBeVisible();
    expect(screen.getByText("$657")).toBeVisible();
  });
});

describe("step 1: the rate plan", () => {
  it("offers the flexible rate with its deadline, or the non-refundable one at its discount, through to the request", async () => {
    const { user } = renderForm();
    const plans = () => within(screen.getByRole("group", { name: "Rate" }));
    const flexible = () => plans().getByRole("radio", { name: "Flexible" });
    const nonRefundable = () => plans().getByRole("radio", { name: "Non-refundable" });
    expect(flexible()).toBeChecked();
    // The policy's hours before check-in, stated once check-in is chosen.
    const { hours, checkInTime } = rateTerms.freeCancellation;
    expect(flexible()).toHaveAccessibleDescription(
      `Free cancellation up to ${hours} hours before check-in.`,
    );
    await pickDay(user, checkInButton(), 20);
    await pickDay(user, checkOutButton(), 23);
    const until = freeCancellationUntil("2026-06-20", checkInTime, hours);
    expect(until).toEqual({ day: "2026-06-19", time: "14:00" });
    expect(flexible()).toHaveAccessibleDescription(
      /^Free cancellation until Friday,? 19 June 2026, 2:00 PM \(Sylhet time\)\.$/,
    );
    const percent = rateTerms.nonRefundablePercent;
    expect(nonRefundable()).toHaveAccessibleDescription(`${percent}% off. No refund if cancelled.`);

    await user.click(screen.getByRole("radio", { name: "Deluxe Room" }));
    expect(screen.getByText("$747")).toBeVisible();
    await user.click(nonRefundable());
    const saved = (747 * percent) / 100;
    expect(
      screen.getByText(`Non-refundable rate (${percent}% off): you save $${saved.toFixed(2)}`),
    ).toBeVisible();
    expect(screen.getByText(formatMoney(747 - saved, "en-GB"))).toBeVisible();

    await user.click(forward("Continue to Personal Details"));
    await screen.findByRole("heading", { name: /Step 2 of 3/ });
    await completeStepTwo(user);
    expect(
      screen.getByText(
        `Non-refundable (${percent}% off, you save ${formatMoney(saved, "en-GB")}). No refund if cancelled.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole("checkbox")).toHaveAccessibleName(
      /and that the non-refundable rate is not refunded if I cancel\.$/,
    );
    await user.click(screen.getByRole("checkbox"));
    await user.click(forward("Confirm Reservation"));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(onConfirmed).toHaveBeenCalledWith(expect.objectContaining({ plan: "nonRefundable" }));
  });
});

describe("step 1: offers", () => {
  it("takes the best offer running today off the price, by name", async () => {
    // Wednesday 25 November 2026: Weekend Escape and Early Bird run; Friday 27 and Saturday 28
    // November are weekend nights, 2 days ahead (too soon for Early Bird).
    vi.setSystemTime(new Date(2026, 10, 25, 10, 30));
    const { user } = renderForm("/reservations?room=deluxe");
    await user.click(
      await within(await openCalendar(user, checkInButton())).findByRole("button", {
        name: /\b27 November 2026/,
      }),
    );
    await user.click(
      await within(await openCalendar(user, checkOutButton())).findByRole("button", {
        name: /\b30 November 2026/,
      }),
    );
    expect(screen.getByText("Deluxe Room · 3 nights × $249")).toBeVisible();
    expect(screen.getByText("Weekend Escape: you save $99.60")).toBeVisible();
    expect(screen.getByText("$647.40")).toBeVisible();

    // The summary keeps the same price and names the offer.
    await user.click(forward("Continue to Personal Details"));
    await screen.findByRole("heading", { name: /Step 2 of 3/ });
    await completeStepTwo(user);
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(summary).toHaveTextContent("OfferWeekend Escape: you save $99.60");
    expect(summary).toHaveTextContent("Total$647.40");
  });
});

describe("Book This Offer (?offer=)", () => {
  /** Opens the check-in then the check-out calendar and picks two days of November 2026. */
  async function pickNovember(user: ReturnType<typeof userEvent.setup>, from: number, to: number) {
    const checkIn = await openCalendar(user, checkInButton());
    await user.click(
      within(checkIn).getByRole("button", { name: new RegExp(`\\b${from} November 2026`) }),
    );
    const checkOut = await openCalendar(user, checkOutButton());
    const name = to > 30 ? `${to - 30} December 2026` : `${to} November 2026`;
    await user.click(within(checkOut).getByRole("button", { name: new RegExp(`\\b${name}`) }));
  }

  beforeEach(() => {
    vi.setSystemTime(new Date(2026, 10, 25, 10, 30));
  });

  it("names the offer and its rule, says when the stay does not qualify, and applies only it", async () => {
    const { user } = renderForm("/reservations?offer=extended-stay&room=deluxe");
    const banner = (await screen.findByText(/^Booking with Extended Stay\./)).closest("p")!;
    expect(banner).toHaveTextContent(
      "Booking with Extended Stay. It takes 25% off stays of 5 nights or more.",
    );
    // Three nights over a weekend: Weekend Escape would save, but the guest chose Extended Stay.
    await pickNovember(user, 27, 30);
    expect(banner).toHaveTextContent(
      "Extended Stay does not apply to these dates or this room. It takes 25% off",
    );
    expect(screen.queryByText(/you save/)).toBeNull();
    expect(screen.getByText("$747")).toBeVisible();
  });

  it("applies the chosen offer when the stay qualifies", async () => {
    const { user } = renderForm("/reservations?offer=weekend-escape&room=deluxe");
    await pickNovember(user, 27, 30);
    expect(screen.getByText(/^Booking with Weekend Escape\./)).toBeVisible();
    expect(screen.getByText("Weekend Escape: you save $99.60")).toBeVisible();
  });

  it("names an offer that has no price rule, and ignores a forged or ended one", async () => {
    renderForm("/reservations?offer=anniversary");
    expect(await screen.findByText(/Booking with Anniversary Celebration\./)).toBeVisible();
    cleanup();
    renderForm("/reservations?offer=%3Cscript%3E");
    await act(async () => {});
    expect(screen.queryByText(/Booking with/)).toBeNull();
  });
});

describe("step 1: rooms for the party", () => {
  it("refuses rooms too small for the party, saying why, and lets the chosen room go when the party grows", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("radio", { name: "Deluxe Room" }));
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked();

    await user.selectOptions(screen.getByLabelText("Adults"), "3");
    const deluxe = screen.getByRole("radio", { name: "Deluxe Room" });
    expect(deluxe).not.toBeChecked();
    expect(deluxe).toBeDisabled();
    expect(deluxe).toHaveAccessibleDescription(/Too small for 3 guests/);
    // Its card shows no empty circle to choose: only the rooms that fit show one.
    const circles = (radio: HTMLElement) =>
      radio.parentElement?.querySelectorAll(":scope > span[aria-hidden='true']").length;
    expect(circles(deluxe)).toBe(0);
    expect(circles(screen.getByRole("radio", { name: "Family Suite" }))).toBe(1);
    expect(
      screen.getByText(
        "The Deluxe Room sleeps up to 2, so it no longer fits 3 guests. Please choose another room.",
      ),
    ).toBeVisible();
    const family = screen.getByRole("radio", { name: "Family Suite" });
    expect(family).toBeEnabled();
    await user.click(family);
    expect(family).toBeChecked();
    // Once another room is chosen the notice has done its work.
    expect(screen.queryByText(/no longer fits/)).toBeNull();

    // Four adults and three children: no single room, even with its extra beds; the page says
    // what to do.
    await user.selectOptions(screen.getByLabelText("Adults"), "4");
    await user.selectOptions(screen.getByLabelText("Children"), "3");
    expect(roomRadios().every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    const largest = Math.max(
      ...rooms.map((room) => bedsOf(room).capacity + bedsOf(room).extraBeds),
    );
    expect(largest).toBeLessThan(7);
    expect(
      screen.getByText(
        new RegExp(`No single room sleeps 7 guests; our largest sleeps ${largest}\\.`),
      ),
    ).toBeVisible();
    await user.click(forward("Continue to Personal Details"));
    expect(screen.getByRole("heading", { name: /Step 1 of 3/ })).toBeVisible();
  });

  it("refuses a room chosen by the address when the party is too large for it", async () => {
    const { user } = renderForm("/reservations?room=deluxe");
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked();
    await pickDay(user, checkInButton(), 20);
    await pickDay(user, checkOutButton(), 23);
    await user.selectOptions(screen.getByLabelText("Children"), "2");
    // Until the ages are known the children count as babies (a cot where there is one): the
    // room is kept. Two children past the cot's age do not sleep in it with two adults.
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked();
    await user.selectOptions(screen.getByLabelText("Age of child 1"), childAge);
    await user.selectOptions(screen.getByLabelText("Age of child 2"), childAge);
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).not.toBeChecked();
    expect(forward("Continue to Personal Details")).toBeDisabled();
  });
});

describe("step 1: room selection", () => {
  it("starts on step 1 with the spec's defaults", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "Step 1 of 3 Room Selection" })).toBeVisible();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Room Selection");
    expect(screen.getByLabelText("Adults")).toHaveValue("2");
    expect(screen.getByLabelText("Children")).toHaveValue("0");
    expect(roomRadios()).toHaveLength(6);
    expect(roomRadios().filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
  });

  it("offers adults 1-4 and children 0-3", () => {
    renderForm();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(options("Adults")).toEqual(["1", "2", "3", "4"]);
    expect(options("Children")).toEqual(["0", "1", "2", "3"]);
  });

  it("keeps the forward button disabled until check-in, check-out and a room are all set", async () => {
    const { user } = renderForm();
    const next = forward("Continue to Personal Details");
    expect(next).toBeDisabled();
    expect(checkOutButton()).toBeDisabled();
    expect(checkOutButton()).toHaveAccessibleName("Check-out date Choose check-in first");

    await user.click(screen.getByRole("radio", { name: "Garden View Room" }));
    expect(next).toBeDisabled();
    await pickDay(user, checkInButton(), 20);
    expect(checkInButton()).toHaveAccessibleName(/^Check-in date Sat,? 20 Jun 2026$/);
    expect(checkOutButton()).toBeEnabled();
    expect(next).toBeDisabled();
    await pickDay(user, checkOutButton(), 22);
    expect(next).toBeEnabled();
    expect(screen.getByText("2 nights")).toBeVisible();
  });

  it("disables past days for check-in and days before check-in + 1 for check-out", async () => {
    const { user } = renderForm();
    await user.click(checkInButton());
    let calendar = await screen.findByRole("dialog", { name: "Choose your check-in date" });
    await within(calendar).findByRole("grid");
    const day = (n: number) =>
      within(calendar).getByRole("button", { name: new RegExp(`\\b${n} June 2026`) });
    expect(day(14)).toBeDisabled();
    expect(day(1)).toBeDisabled();
    expect(day(15)).toBeEnabled(); // today
    expect(day(15)).toHaveAccessibleName(/^Today/);
    await user.click(day(20));

    calendar = await openCalendar(user, checkOutButton());
    expect(calendar).toHaveAccessibleName("Choose your check-out date");
    expect(day(19)).toBeDisabled();
    expect(day(20)).toBeDisabled();
    expect(day(21)).toBeEnabled();
  });

  it("offers check-out up to 30 nights after check-in, and no further", async () => {
    const { user } = renderForm();
    await pickDay(user, checkInButton(), 20);
    const calendar = await openCalendar(user, checkOutButton());
    expect(calendar).toHaveAccessibleName("Choose your check-out date");
    await user.click(within(calendar).getByRole("button", { name: "Go to the Next Month" }));
    const july = (n: number) =>
      within(calendar).getByRole("button", { name: new RegExp(`\\b${n} July 2026`) });
    expect(july(20)).toBeEnabled();
    expect(july(21)).toBeDisabled();
    expect(within(calendar).getByRole("button", { name: "Go to the Next Month" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("clears a check-out that no longer follows a later check-in", async () => {
    const { user } = renderForm();
    await pickDay(user, checkInButton(), 20);
    await pickDay(user, checkOutButton(), 22);
    await pickDay(user, checkInButton(), 24);
    expect(checkOutButton()).toHaveAccessibleName("Check-out date Select a date");
    await pickDay(user, checkInButton(), 16);
    await pickDay(user, checkOutButton(), 18);
    await pickDay(user, checkInButton(), 17); // still before check-out: kept
    expect(checkOutButton()).toHaveAccessibleName(/Thu,? 18 Jun 2026$/);
  });

  it("opens check-out's calendar once check-in is chosen, focused on its first day, unless the check-out chosen still follows", async () => {
    const { user } = renderForm();
    await openCalendar(user, checkInButton());
    // With the keyboard: from today (15 June) to the 20th, chosen with Enter.
    await user.keyboard("{ArrowRight>5/}{Enter}");
    const calendar = await screen.findByRole("dialog", { name: "Choose your check-out date" });
    expect(checkOutButton()).toHaveAttribute("aria-expanded", "true");
    expect(checkInButton()).toHaveAttribute("aria-expanded", "false");
    await waitFor(() =>
      expect(within(calendar).getByRole("button", { name: /\b21 June 2026/ })).toHaveFocus(),
    );
    await user.keyboard("{ArrowRight}{ArrowRight}{Enter}");
    expect(checkOutButton()).toHaveFocus();
    expect(checkOutButton()).toHaveAccessibleName(/Tue,? 23 Jun 2026$/);

    // A new check-in the check-out still follows: nothing opens.
    await pickDay(user, checkInButton(), 21);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(checkInButton()).toHaveFocus();
    // One it no longer follows: the check-out is cleared and its calendar opens again.
    await pickDay(user, checkInButton(), 24);
    expect(checkOutButton()).toHaveAttribute("aria-expanded", "true");
    expect(checkOutButton()).toHaveAccessibleName("Check-out date Select a date");
  });

  it("closes the calendar with Escape and returns focus to its button", async () => {
    const { user } = renderForm();
    await user.click(checkInButton());
    await screen.findByRole("grid");
    expect(checkInButton()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(checkInButton()).toHaveFocus();
    expect(checkInButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("highlights the chosen room card, one at a time", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("radio", { name: "Family Suite" }));
    expect(screen.getByRole("radio", { name: "Family Suite" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Standard Room" }));
    expect(screen.getByRole("radio", { name: "Standard Room" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Family Suite" })).not.toBeChecked();
    // Its from-price: the lowest rate of the weeks from the day the content was made for.
    const fromPrice = fromRate(ratesOf(findRoom("standard")!), __BUILD_DAY__);
    expect(screen.getByRole("radio", { name: "Standard Room" })).toHaveAccessibleDescription(
      new RegExp(`\\$${fromPrice} per night Up to 2 guests`),
    );
  });
});

describe("preselection by ?room=", () => {
  it.each([
    ["deluxe", "Deluxe Room"],
    ["presidential-suite", "Presidential Suite"],
    ["suite", "Executive Suite"],
    ["family", "Family Suite"],
  ])("?room=%s chooses the %s", async (id, name) => {
    renderForm(`/reservations?room=${id}`);
    await waitFor(() => expect(screen.getByRole("radio", { name })).toBeChecked());
    expect(roomRadios().filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it("ignores an unknown room", async () => {
    renderForm("/reservations?room=penthouse");
    await act(() => Promise.resolve());
    expect(roomRadios().filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });
});

describe("dates from a link (?checkin=&nights=)", () => {
  afterEach(() => sessionStorage.clear());

  /** A booking in progress from 25 to 27 June, as a reload or a language switch restores it. */
  const draftFrom25To27 = () =>
    saveDraft(1, {
      ...reservationDefaults,
      checkIn: new Date(2026, 5, 25),
      checkOut: new Date(2026, 5, 27),
      firstName: "Nusrat",
    });

  it("chooses the link's check-in and check-out, with the room and the price", async () => {
    renderForm("/reservations?checkin=2026-06-20&nights=3&room=deluxe");
    await waitFor(() => expect(checkInButton()).toHaveAccessibleName(/Sat,? 20 Jun 2026$/));
    expect(checkOutButton()).toHaveAccessibleName(/Tue,? 23 Jun 2026$/);
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked();
    expect(screen.getByText("Deluxe Room · 3 nights × $249")).toBeVisible();
  });

  it("wins over a restored booking's dates when valid, and leaves them when not", async () => {
    draftFrom25To27();
    renderForm("/reservations?checkin=2026-06-20&los=3");
    await waitFor(() => expect(checkInButton()).toHaveAccessibleName(/Sat,? 20 Jun 2026$/));
    expect(checkOutButton()).toHaveAccessibleName(/Tue,? 23 Jun 2026$/);
    cleanup();

    for (const query of ["checkin=2026-06-31&nights=3", "checkin=2026-06-14&nights=3"]) {
      draftFrom25To27();
      renderForm(`/reservations?${query}`);
      await act(() => Promise.resolve());
      expect(checkInButton(), query).toHaveAccessibleName(/Thu,? 25 Jun 2026$/);
      expect(checkOutButton(), query).toHaveAccessibleName(/Sat,? 27 Jun 2026$/);
      expect(screen.queryByRole("alert")?.textContent ?? "", query).toBe("");
      cleanup();
    }
  });

  it("without a usable length, takes the check-in and keeps a check-out only if it follows", async () => {
    renderForm("/reservations?checkin=2026-06-20&nights=0");
    await waitFor(() => expect(checkInButton()).toHaveAccessibleName(/Sat,? 20 Jun 2026$/));
    expect(checkOutButton()).toHaveAccessibleName("Check-out date Select a date");
    cleanup();

    draftFrom25To27();
    renderForm("/reservations?checkin=2026-06-22");
    await waitFor(() => expect(checkInButton()).toHaveAccessibleName(/Mon,? 22 Jun 2026$/));
    expect(checkOutButton()).toHaveAccessibleName(/Sat,? 27 Jun 2026$/);
    cleanup();

    draftFrom25To27();
    renderForm("/reservations?checkin=2026-06-27&nights=abc");
    await waitFor(() => expect(checkInButton()).toHaveAccessibleName(/Sat,? 27 Jun 2026$/));
    expect(checkOutButton()).toHaveAccessibleName("Check-out date Select a date");
  });
});

describe("steps 2 and 3", () => {
  it("moves forward with focus on each step's heading, and the indicator follows", async () => {
    const { user } = renderForm();
    await completeStepOne(user);
    expect(screen.getByRole("heading", { name: "Step 2 of 3 Guest Details" })).toHaveFocus();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Guest Details");
    expect(within(screen.getByRole("navigation")).getAllByRole("listitem")[0]).toHaveTextContent(
      "Room Selection, completed",
    );
    expect(forward("Continue to review")).toBeEnabled(); // never disabled on step 2 (spec)

    await completeStepTwo(user);
    expect(screen.getByRole("heading", { name: "Step 3 of 3 Confirmation" })).toHaveFocus();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Confirmation");
  });

  it("explains every invalid field, focuses the first, and keeps what was typed", async () => {
    const { user } = renderForm();
    await completeStepOne(user);
    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
    for (const label of ["First name", "Last name", "E-mail", "Phone"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/Special requests/)).not.toBeRequired();

    await user.type(screen.getByLabelText("Last name"), "  ");
    await user.type(email, "nusrat@");
    await user.click(forward("Continue to review"));

    const first = screen.getByLabelText("First name");
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription("Please enter your first name.");
    expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription(
      "Please enter your last name.",
    );
    expect(email).toHaveAccessibleDescription(/valid e-mail address/);
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription(/phone number of 7 to 15/);
    expect(email).toHaveValue("nusrat@");
    expect(screen.getByLabelText("Last name")).toHaveValue("  ");
    expect(screen.getByRole("heading", { name: /Step 2 of 3/ })).toBeVisible();

    // Fixing a field clears its message as the guest types.
    await user.type(email, "example.com");
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
  });

  it("Back keeps every value of both steps", async () => {
    const { user } = renderForm();
    await completeStepOne(user);
    await user.type(screen.getByLabelText("First name"), "নুসরাত");
    await user.type(screen.getByLabelText(/Special requests/), "<b>cot</b> please 🙏");
    await user.click(screen.getByRole("button", { name: "Back" }));

    expect(screen.getByRole("heading", { name: "Step 1 of 3 Room Selection" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked();
    expect(checkInButton()).toHaveAccessibleName(/20 Jun 2026$/);
    expect(checkOutButton()).toHaveAccessibleName(/23 Jun 2026$/);
    await user.click(forward("Continue to Personal Details"));

    await screen.findByRole("heading", { name: /Step 2 of 3/ });
    expect(screen.getByLabelText("First name")).toHaveValue("নুসরাত");
    expect(screen.getByLabelText(/Special requests/)).toHaveValue("<b>cot</b> please 🙏");
  });

  it("summarises the stay, needs the terms, keeps the request with no toast claiming more, and starts over", async () => {
    const { user } = renderForm("/reservations?room=deluxe");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked());
    await pickDay(user, checkInButton(), 20);
    await pickDay(user, checkOutButton(), 23);
    await user.selectOptions(screen.getByLabelText("Adults"), "1");
    await user.selectOptions(screen.getByLabelText("Children"), "1");
    // The child's age is asked before going on: the step says so and lands on it.
    await user.click(forward("Continue to Personal Details"));
    const age = screen.getByLabelText("Age of child 1");
    await waitFor(() => expect(age).toHaveFocus());
    expect(age).toHaveAccessibleDescription("Please choose each child's age.");
    await user.selectOptions(age, childAge);
    await user.click(forward("Continue to Personal Details"));
    await screen.findByRole("heading", { name: /Step 2 of 3/ });
    await user.type(screen.getByLabelText(/Special requests/), "<script>alert(1)</script>");
    await completeStepTwo(user);

    const summary = screen.getByRole("region", { name: "Your stay" });
    const row = (term: string) =>
      within(summary)
        .getAllByRole("term")
        .find((element) => element.textContent === term)?.nextElementSibling?.textContent;
    expect(row("Room")).toBe("Deluxe Room");
    expect(row("Check-in")).toMatch(/^Saturday,? 20 June 2026From 2:00 PM$/);
    expect(row("Check-out")).toMatch(/^Tuesday,? 23 June 2026By 12:00 PM$/);
    expect(row("Nights")).toBe("3");
    expect(row("Guests")).toBe(`1 adult, 1 child (aged ${childAge})`);
    expect(row("Rate")).toBe("3 nights × $249");
    expect(row("Special requests")).toBe("<script>alert(1)</script>");
    expect(summary.querySelector("script")).toBeNull();
    expect(summary).toHaveTextContent("Total$747");
    // The rates include the service charge and VAT (content/policies.yaml): the total says so.
    expect(summary).toHaveTextContent("Includes service charge $59.05 and VAT $97.43.");

    const payLater = screen.getByRole("radio", { name: "Pay later" });
    expect(screen.getByRole("radio", { name: "Credit card" })).toBeChecked();
    const confirm = forward("Confirm Reservation");
    expect(confirm).toBeDisabled();
    const terms = screen.getByRole("checkbox", { name: /terms and conditions/ });
    expect(terms).toBeRequired();
    await user.click(payLater);
    await user.click(terms);
    expect(confirm).toBeEnabled();
    await user.click(terms);
    expect(confirm).toBeDisabled();
    await user.click(terms);
    await user.click(confirm);

    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    // The confirmation view (My requests) says what happened: nothing claims the room is confirmed.
    expect(showToast).not.toHaveBeenCalled();
    expect(onConfirmed).toHaveBeenCalledWith({
      room: "deluxe",
      checkIn: "2026-06-20",
      checkOut: "2026-06-23",
      adults: 1,
      children: 1,
      childAges: [Number(childAge)],
      firstName: "Nusrat",
      lastName: "Chowdhury",
      email: "nusrat@example.com",
      phone: "+880 1712 345678",
      specialRequests: "<script>alert(1)</script>",
      payment: "pay-later",
    });
    const heading = screen.getByRole("heading", { name: "Step 1 of 3 Room Selection" });
    expect(heading).toHaveFocus();
    expect(roomRadios().filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(checkInButton()).toHaveAccessibleName("Check-in date Select a date");
    expect(checkOutButton()).toBeDisabled();
    expect(screen.getByLabelText("Children")).toHaveValue("0");
    expect(forward("Continue to Personal Details")).toBeDisabled();
  });
});

describe("changing a kept request", () => {
  const stay: StayDetails = {
    room: "deluxe",
    checkIn: "2026-06-20",
    checkOut: "2026-06-23",
    adults: 1,
    children: 1,
    childAges: [Number(childAge)],
    firstName: "Nusrat",
    lastName: "Chowdhury",
    email: "nusrat@example.com",
    phone: "+880 1712 345678",
    specialRequests: "A quiet room",
    payment: "pay-later",
    plan: "nonRefundable",
  };
  afterEach(() => {
    kept.clear();
    sessionStorage.clear();
  });

  it("opens filled in from the request, keeps an edit across a reload, and sends a change of its reference", async () => {
    kept.set("SRH-222222", stay);
    const { user } = renderForm("/reservations?change=SRH-222222");
    expect(
      await screen.findByText(/^You are changing request SRH-222222: its details are filled in/),
    ).toBeVisible();
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked();
    expect(screen.getByLabelText("Adults")).toHaveValue("1");
    expect(screen.getByLabelText("Children")).toHaveValue("1");
    expect(screen.getByLabelText("Age of child 1")).toHaveValue(childAge);
    expect(checkInButton()).toHaveAccessibleName("Check-in date Sat, 20 Jun 2026");
    expect(screen.getByRole("radio", { name: /^Non-refundable/ })).toBeChecked();

    // The guest moves check-out, and reloads: the change and the edit are both kept.
    await pickDay(user, checkOutButton(), 24);
    cleanup();
    const again = renderForm("/reservations?change=SRH-222222");
    await screen.findByText(/^You are changing request SRH-222222/);
    expect(checkOutButton()).toHaveAccessibleName("Check-out date Wed, 24 Jun 2026");

    await again.user.click(forward("Continue to Personal Details"));
    await screen.findByRole("heading", { name: /Step 2 of 3/ });
    expect(screen.getByLabelText("First name")).toHaveValue("Nusrat");
    expect(screen.getByLabelText(/^Special requests/)).toHaveValue("A quiet room");
    await again.user.click(forward("Continue to review"));
    await screen.findByRole("heading", { name: /Step 3 of 3/ });
    // The terms are agreed afresh.
    expect(forward("Confirm Reservation")).toBeDisabled();
    await again.user.click(screen.getByRole("checkbox"));
    await again.user.click(forward("Confirm Reservation"));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(onConfirmed).toHaveBeenCalledWith({
      ...stay,
      checkOut: "2026-06-24",
      changes: "SRH-222222",
    });
    // The next request is a new one.
    expect(screen.queryByText(/You are changing/)).toBeNull();
  });

  it("an unknown reference opens the empty form, and says nothing of a change", async () => {
    renderForm("/reservations?change=SRH-333333");
    await screen.findByRole("heading", { name: /Step 1 of 3/ });
    expect(screen.queryByText(/You are changing/)).toBeNull();
    expect(roomRadios().filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });
});

describe("children by age", () => {
  it("prices the extra bed a child needs in the room, night by night, into the total", async () => {
    const room = findRoom("deluxe")!;
    const beds = bedsOf(room);
    // The room's adults and one child: one more than its beds, so an extra bed if it has one.
    expect(beds.extraBeds).toBeGreaterThan(0);
    const { user } = renderForm("/reservations?room=deluxe");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked());
    await pickDay(user, checkInButton(), 20);
    await pickDay(user, checkOutButton(), 23);
    await user.selectOptions(screen.getByLabelText("Adults"), String(beds.adults));
    await user.selectOptions(screen.getByLabelText("Children"), "1");
    await user.selectOptions(screen.getByLabelText("Age of child 1"), childAge);
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).toBeChecked();
    const money = (amount: number) => formatMoney(amount, "en-GB");
    const nightly = childrenRules.extraBedNightly;
    expect(
      screen.getByText(`1 extra bed: 3 nights × ${money(nightly)} = ${money(nightly * 3)}`),
    ).toBeVisible();
    const stay = quoteFor(room, new Date(2026, 5, 20), new Date(2026, 5, 23));
    expect(screen.getByText(money(stay.total + nightly * 3))).toBeVisible();

    // A child of the adults' age fills the room's adults: the room is let go, and says why.
    await user.selectOptions(
      screen.getByLabelText("Age of child 1"),
      String(childrenRules.freeUnderAge),
    );
    expect(screen.getByRole("radio", { name: "Deluxe Room" })).not.toBeChecked();
    expect(
      screen.getByText(
        new RegExp(`^The Deluxe Room sleeps up to ${beds.adults}, so it no longer fits`),
      ),
    ).toBeVisible();
  });
});

describe("several rooms", () => {
  it("adds a room with its own type and party, prices it into the total, sends it, and removes it", async () => {
    const deluxe = findRoom("deluxe")!;
    const second = rooms.find((room) => room.id !== deluxe.id && room.capacity >= 2)!;
    const { user } = renderForm("/reservations?room=deluxe");
    await waitFor(() => expect(screen.getByRole("radio", { name: deluxe.name })).toBeChecked());
    await pickDay(user, checkInButton(), 20);
    await pickDay(user, checkOutButton(), 23);
    const money = (amount: number) => formatMoney(amount, "en-GB");
    const dates = [new Date(2026, 5, 20), new Date(2026, 5, 23)] as const;
    const one = quoteFor(deluxe, ...dates).total;
    const both = one + quoteFor(second, ...dates).total;

    await user.click(screen.getByRole("button", { name: "Add another room" }));
    const room2 = screen.getByRole("group", { name: "Room 2" });
    expect(screen.getByRole("group", { name: "Room 1: Room type" })).toBeVisible();
    // A room not chosen yet is asked for by name when going on.
    await user.click(forward("Continue to Personal Details"));
    expect(await screen.findByText("Please choose a room type for room 2.")).toBeVisible();
    await user.selectOptions(within(room2).getByLabelText("Room type"), second.id);
    await user.selectOptions(within(room2).getByLabelText("Adults"), "2");
    expect(screen.getByText(money(both))).toBeVisible();
    // Removed, the room leaves the total; added again, it starts afresh.
    await user.click(within(room2).getByRole("button", { name: "Remove room 2" }));
    expect(screen.queryByRole("group", { name: "Room 2" })).toBeNull();
    expect(screen.getByText(money(one))).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add another room" }));
    const again = screen.getByRole("group", { name: "Room 2" });
    await user.selectOptions(within(again).getByLabelText("Room type"), second.id);
    expect(screen.getByText(money(both))).toBeVisible();

    await user.click(forward("Continue to Personal Details"));
    await screen.findByRole("heading", { name: /Step 2 of 3/ });
    await completeStepTwo(user);
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(within(summary).getByText("Room 2")).toBeVisible();
    expect(summary).toHaveTextContent(`Total${money(both)}`);
    await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
    await user.click(forward("Confirm Reservation"));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(onConfirmed).toHaveBeenCalledWith(
      expect.objectContaining({
        room: deluxe.id,
        moreRooms: [{ room: second.id, adults: 2, children: 0 }],
      }),
    );
  });
});
