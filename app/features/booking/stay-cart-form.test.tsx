import { flatRates } from "~/domain/rates";
import { formatMoney } from "~/i18n/format";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddResult } from "~/components/layout/cart-notice";
import { StayCartForm } from "./stay-cart-form";
import { beddingCharge, placementIn, sleepsUpTo } from "./party-fit";
import { beddingWords } from "~/components/layout/party-lines";
import { partyWords } from "~/locale/party-words";

// Through a real calendar: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

/** Rates that include nothing to add: the figures the tests read stay the rates themselves. */
const noCharges = { serviceChargePercent: 0, vatPercent: 0, included: true };
const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toaster", () => ({ showToast }));

beforeAll(async () => {
  await import("~/components/layout/date-calendar");
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

const onAdd = vi.fn((): AddResult => ({ outcome: "added", kept: true }));
function renderForm() {
  onAdd.mockClear();
  render(
    <StayCartForm
      room={{
        id: "deluxe",
        name: "Deluxe Room",
        pricePerNight: 249,
        capacity: 2,
        adults: 2,
        rates: flatRates(249),
      }}
      offers={[]}
      taxes={noCharges}
      onAdd={onAdd}
    />,
  );
  return userEvent.setup();
}

const checkIn = () => screen.getByRole("button", { name: /^Check-in date/ });
const checkOut = () => screen.getByRole("button", { name: /^Check-out date/ });
const addButton = () => screen.getByRole("button", { name: "Add to Cart" });

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

/** Opens a date field's calendar (unless it is open) and clicks a day of June or July 2026. */
async function pickDay(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, date: string) {
  const calendar = await openCalendar(user, field);
  if (date.includes("July"))
    await user.click(within(calendar).getByRole("button", { name: /Next Month/ }));
  await user.click(within(calendar).getByRole("button", { name: new RegExp(`\\b${date}`) }));
  await waitFor(() => expect(calendar).not.toBeInTheDocument());
}

describe("a room's dates before Add to Cart", () => {
  it("prices a stay across a season night by night; its calendars refuse the closed nights", async () => {
    const monsoon = 199;
    onAdd.mockClear();
    render(
      <StayCartForm
        room={{
          id: "deluxe",
          name: "Deluxe Room",
          pricePerNight: 249,
          capacity: 2,
          adults: 2,
          rates: {
            base: 249,
            seasons: [
              {
                name: "Monsoon",
                from: "2026-06-22",
                to: "2026-06-30",
                nightly: monsoon,
                minNights: 3,
              },
            ],
            closed: [{ from: "2026-06-26", to: "2026-06-26", reason: "A private wedding" }],
          },
        }}
        offers={[]}
        taxes={{ serviceChargePercent: 10, vatPercent: 15, included: false }}
        onAdd={onAdd}
      />,
    );
    const user = userEvent.setup();
    await pickDay(user, checkIn(), "20 June 2026");
    await pickDay(user, checkOut(), "24 June 2026");
    expect(
      await screen.findByText("2 nights × $249 + 2 nights × $199 = $896", { exact: false }),
    ).toBeVisible();
    // $896, service charge $89.60, VAT 15% of $985.60 = $147.84: $1,133.44.
    expect(
      screen.getByText("Service charge (10%) $89.60 · VAT (15%) $147.84 · Total $1,133.44"),
    ).toBeVisible();
    // The closed night cannot be a check-in; a stay from the 25th may end on the 26th, not after.
    await user.click(checkIn());
    let calendar = await screen.findByRole("dialog");
    // Each day shows its night's rate, in its name too; a closed night says so.
    const day = (date: string) =>
      within(calendar).getByRole("button", { name: new RegExp(`\\b${date}`) });
    expect(await within(calendar).findByRole("button", { name: /\b26 June 2026/ })).toBeDisabled();
    expect(day("21 June 2026")).toHaveAccessibleName(/21 June 2026, \$249 a night$/);
    expect(day("21 June 2026")).toHaveAttribute("data-price", "$249");
    expect(day("22 June 2026")).toHaveAccessibleName(/22 June 2026, \$199 a night$/);
    expect(day("26 June 2026")).toHaveAccessibleName(/26 June 2026, closed$/);
    expect(day("26 June 2026")).not.toHaveAttribute("data-price");
    expect(
      within(calendar).getByText("Deluxe Room: each day shows that night's rate."),
    ).toBeVisible();
    expect(
      within(calendar).getByText(/^Availability as of \d+ \w+ \d{4}; the hotel confirms/),
    ).toBeVisible();
    expect(within(calendar).getByRole("button", { name: /\b27 June 2026/ })).toBeEnabled();
    // No arrival from which every check-out is refused: from the 25th the Monsoon's three nights
    // would take in the closed 26th. Its name says why.
    expect(day("25 June 2026")).toBeDisabled();
    expect(day("25 June 2026")).toHaveAccessibleName(
      /25 June 2026, Stays arriving in Monsoon are at least 3 nights$/,
    );
    await user.click(day("22 June 2026"));
    // From the 22nd: no check-out before the Monsoon's third night is over, nor past the closed
    // night (checking out that morning is fine). The calendar says the rule under the month.
    calendar = await openCalendar(user, checkOut());
    const outDay = (date: string) =>
      within(calendar).getByRole("button", { name: new RegExp(`\\b${date}`) });
    expect(outDay("23 June 2026")).toBeDisabled();
    expect(outDay("23 June 2026")).toHaveAccessibleName(
      /23 June 2026, Stays arriving in Monsoon are at least 3 nights$/,
    );
    expect(outDay("25 June 2026")).toBeEnabled();
    expect(outDay("26 June 2026")).toBeEnabled();
    expect(outDay("27 June 2026")).toBeDisabled();
    expect(
      within(calendar).getByText("Stays arriving in Monsoon are at least 3 nights"),
    ).toBeVisible();
    await user.click(outDay("25 June 2026"));
    // Three Monsoon nights at this test's own rate.
    expect(
      await screen.findByText(
        `3 nights × ${formatMoney(monsoon, "en-GB")} = ${formatMoney(3 * monsoon, "en-GB")}`,
        { exact: false },
      ),
    ).toBeVisible();
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it("adds nothing without dates: says so under check-in and focuses it", async () => {
    const user = renderForm();
    expect(checkOut()).toBeDisabled();
    expect(checkIn()).not.toHaveAttribute("aria-invalid");
    await user.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    expect(checkIn()).toHaveFocus();
    expect(checkIn()).toHaveAttribute("aria-invalid", "true");
    expect(checkIn()).toHaveAccessibleDescription(
      "Please choose your check-in date to add this room to your cart.",
    );
  });

  it("with check-in only, asks for check-out and focuses it; the message goes once it is chosen", async () => {
    const user = renderForm();
    await pickDay(user, checkIn(), "20 June 2026");
    await user.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    expect(checkIn()).not.toHaveAttribute("aria-invalid");
    expect(checkOut()).toHaveFocus();
    expect(checkOut()).toHaveAccessibleDescription(
      "Please choose your check-out date to add this room to your cart.",
    );
    await pickDay(user, checkOut(), "24 June 2026");
    expect(checkOut()).not.toHaveAttribute("aria-invalid");
    expect(checkOut()).not.toHaveAccessibleDescription(/Please/);
  });

  it("shows nights × price = total, adds the stay with the toast, and keeps the dates", async () => {
    const user = renderForm();
    await pickDay(user, checkIn(), "20 June 2026");
    expect(screen.queryByText(/nights ×/)).toBeNull();
    await pickDay(user, checkOut(), "24 June 2026");
    expect(screen.getByText("4 nights × $249 = $996")).toBeVisible();
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({
      dates: { checkIn: "2026-06-20", checkOut: "2026-06-24" },
      party: { adults: 2, children: 0 },
    });
    // With the stay's total to keep clear of the toast.
    expect(showToast).toHaveBeenCalledWith(
      {
        title: "Room added to cart",
        description: "Deluxe Room has been added to your booking cart.",
      },
      { keepInView: screen.getByText(/^4 nights × /).closest("p") },
    );
    expect(checkIn()).toHaveAccessibleName(/^Check-in date Sat,? 20 Jun 2026$/);
    expect(checkOut()).toHaveAccessibleName(/^Check-out date Wed,? 24 Jun 2026$/);
  });

  it("never says 'added' for what was not, and says when this browser will not keep the cart", async () => {
    const user = renderForm();
    await pickDay(user, checkIn(), "20 June 2026");
    await pickDay(user, checkOut(), "22 June 2026");
    onAdd.mockReturnValueOnce({ outcome: "full", kept: true });
    await user.click(addButton());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: "Your cart is full",
        description:
          "It holds 100 different items. Place this order or remove something, then add this again.",
      }),
    );
    onAdd.mockReturnValueOnce({ outcome: "added", kept: false });
    await user.click(addButton());
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith({
        title: "Room added to cart",
        description:
          "Deluxe Room has been added to your booking cart. This browser is not keeping your cart (its storage is full or private): it lasts until you close this page.",
      }),
    );
    expect(showToast).not.toHaveBeenCalledWith(
      expect.objectContaining({ description: "Deluxe Room has been added to your booking cart." }),
    );
  });

  it("opens check-out's calendar once check-in is chosen, unless the check-out chosen still follows", async () => {
    const user = renderForm();
    await pickDay(user, checkIn(), "20 June 2026");
    expect(checkOut()).toHaveAttribute("aria-expanded", "true");
    const calendar = await openCalendar(user, checkOut());
    expect(calendar).toHaveAccessibleName("Choose your check-out date");
    await waitFor(() =>
      expect(within(calendar).getByRole("button", { name: /\b21 June 2026/ })).toHaveFocus(),
    );
    await pickDay(user, checkOut(), "24 June 2026");
    await pickDay(user, checkIn(), "22 June 2026");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers no past check-in and no check-out beyond 30 nights", async () => {
    const user = renderForm();
    await user.click(checkIn());
    let calendar = await screen.findByRole("dialog");
    await within(calendar).findByRole("grid");
    expect(within(calendar).getByRole("button", { name: /\b14 June 2026/ })).toBeDisabled();
    expect(within(calendar).getByRole("button", { name: /\b15 June 2026/ })).toBeEnabled();
    await user.click(within(calendar).getByRole("button", { name: /\b20 June 2026/ }));
    calendar = await openCalendar(user, checkOut());
    expect(within(calendar).getByRole("button", { name: /\b20 June 2026/ })).toBeDisabled();
    await user.click(within(calendar).getByRole("button", { name: /Next Month/ }));
    expect(within(calendar).getByRole("button", { name: /\b20 July 2026/ })).toBeEnabled();
    expect(within(calendar).getByRole("button", { name: /\b21 July 2026/ })).toBeDisabled();
  });

  it("says when an earlier check-in made the stay longer than 30 nights, and adds nothing", async () => {
    const user = renderForm();
    await pickDay(user, checkIn(), "20 June 2026");
    await pickDay(user, checkOut(), "20 July 2026");
    expect(screen.getByText("30 nights × $249 = $7,470")).toBeVisible();
    // An earlier check-in keeps the check-out (it still follows), now 31 nights away.
    await pickDay(user, checkIn(), "19 June 2026");
    await user.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    expect(checkOut()).toHaveFocus();
    expect(checkOut()).toHaveAccessibleDescription(
      "We book stays of up to 30 nights here. For a longer stay, please call or message us.",
    );
  });
});

describe("the party in the room", () => {
  const adults = () => screen.getByRole("combobox", { name: "Adults" });
  const children = () => screen.getByRole("combobox", { name: "Children" });
  const options = (select: HTMLElement) =>
    within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);

  it("offers only a party the room sleeps: its adults, and children for the beds left", async () => {
    // The Deluxe Room sleeps two (issue 37: it offered 1-4 adults and erred afterwards).
    const user = renderForm();
    expect(adults()).toHaveValue("2");
    expect(children()).toHaveValue("0");
    expect(options(adults())).toEqual(["1", "2"]);
    expect(options(children())).toEqual(["0"]);
    expect(adults()).not.toHaveAttribute("aria-invalid");
    await user.selectOptions(adults(), "1");
    expect(options(children())).toEqual(["0", "1"]);
    await user.selectOptions(children(), "1");
    // Back to two adults: the child no longer has a bed, and the choice follows.
    await user.selectOptions(adults(), "2");
    expect(children()).toHaveValue("0");
    expect(screen.queryByText(/This room sleeps/)).toBeNull();
  });

  it("adds the party chosen", async () => {
    const user = renderForm();
    await pickDay(user, checkIn(), "20 June 2026");
    await pickDay(user, checkOut(), "22 June 2026");
    await user.selectOptions(adults(), "1");
    await user.selectOptions(children(), "1");
    // Each child with its age (below: without one, nothing is added).
    await user.selectOptions(await screen.findByRole("combobox", { name: "Age of child 1" }), "6");
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({
      dates: { checkIn: "2026-06-20", checkOut: "2026-06-22" },
      party: { adults: 1, children: 1, childAges: [6] },
    });
  });

  it("offers a family room its adults and the children it has beds for", () => {
    render(
      <StayCartForm
        room={{
          id: "family-suite",
          name: "Family Suite",
          pricePerNight: 429,
          capacity: 4,
          adults: 2,
          rates: flatRates(429),
        }}
        offers={[]}
        taxes={noCharges}
        onAdd={onAdd}
      />,
    );
    expect(options(adults())).toEqual(["1", "2"]);
    expect(options(children())).toEqual(["0", "1", "2"]);
  });

  it("starts a one-guest room at one adult", () => {
    render(
      <StayCartForm
        room={{
          id: "single",
          name: "Single",
          pricePerNight: 99,
          capacity: 1,
          adults: 1,
          rates: flatRates(99),
        }}
        offers={[]}
        taxes={noCharges}
        onAdd={onAdd}
      />,
    );
    expect(adults()).toHaveValue("1");
    expect(adults()).not.toHaveAttribute("aria-invalid");
  });

  describe("children by age", () => {
    const ageOf = (n: number) => screen.findByRole("combobox", { name: `Age of child ${n}` });
    const renderRoom = (room: { id: string; name: string; capacity: number; adults: number }) => {
      onAdd.mockClear();
      render(
        <StayCartForm
          room={{ ...room, pricePerNight: 249, rates: flatRates(249) }}
          offers={[]}
          taxes={noCharges}
          onAdd={onAdd}
        />,
      );
      return userEvent.setup();
    };

    it("asks each child's age, says the cot it takes and its price, and adds the ages", async () => {
      const room = { id: "deluxe", name: "Deluxe Room", capacity: 2, adults: 2 };
      const user = renderRoom(room);
      await user.selectOptions(adults(), "1");
      await user.selectOptions(children(), "1");
      await pickDay(user, checkIn(), "20 June 2026");
      await pickDay(user, checkOut(), "24 June 2026");
      // No age yet: nothing is added, the age says why and takes focus.
      await user.click(addButton());
      expect(onAdd).not.toHaveBeenCalled();
      expect(await ageOf(1)).toHaveFocus();
      expect(await ageOf(1)).toHaveAccessibleDescription(partyWords.ageRequired);
      // A baby: the room's cot, at the children's policy's price, for the four nights.
      await user.selectOptions(await ageOf(1), "0");
      const bedding = beddingCharge(placementIn(room, "1", ["0"]), 4)!;
      expect(bedding).not.toBeNull();
      expect(
        screen.getByText(beddingWords(bedding, 4, (amount) => formatMoney(amount, "en-GB"))),
      ).toBeVisible();
      await user.click(addButton());
      expect(onAdd).toHaveBeenCalledWith({
        dates: { checkIn: "2026-06-20", checkOut: "2026-06-24" },
        party: { adults: 1, children: 1, childAges: [0] },
      });
    });

    it("adds nothing for a party the room cannot sleep, and says how many it sleeps", async () => {
      // A room the content does not list sleeps its capacity, no extra bed and no cot; a child of
      // 14 counts as an adult, one more than its two.
      const room = { id: "garret", name: "Garret", capacity: 3, adults: 2 };
      const user = renderRoom(room);
      await user.selectOptions(children(), "1");
      await user.selectOptions(await ageOf(1), "14");
      expect(placementIn(room, "2", ["14"])).toBeNull();
      expect(
        screen.getByText(partyWords.partyUnfit(room.name, sleepsUpTo(room, "2", ["14"]))),
      ).toBeVisible();
      await pickDay(user, checkIn(), "20 June 2026");
      await pickDay(user, checkOut(), "24 June 2026");
      await user.click(addButton());
      expect(onAdd).not.toHaveBeenCalled();
      expect(adults()).toHaveFocus();
      // One child younger: it fits, and is added.
      await user.selectOptions(await ageOf(1), "8");
      await user.click(addButton());
      expect(onAdd).toHaveBeenCalledWith(
        expect.objectContaining({ party: { adults: 2, children: 1, childAges: [8] } }),
      );
    });
  });
});
