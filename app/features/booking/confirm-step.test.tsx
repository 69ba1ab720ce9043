import { render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestForm } from "~/components/ui/form/request-form";
import type * as roomRates from "~/content/runtime/room-rates";
import { rateTerms, ratesOf } from "~/content/runtime/room-rates";
import { findRoom } from "~/content/runtime/rooms";
import { quoteStay } from "~/domain/stay-quote";
import { formatMoney } from "~/i18n/format";
import { ConfirmStep } from "./confirm-step";
import { reservationDefaults, type ReservationValues } from "./reservation-values";

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// The hotel's rates as content/policies.yaml sets them, but with the service charge and VAT added
// to the rates instead of included in them (`ratesIncludeCharges: false`).
vi.mock("~/content/runtime/room-rates", async (importOriginal) => {
  const real = await importOriginal<typeof roomRates>();
  return {
    ...real,
    rateTerms: { ...real.rateTerms, taxes: { ...real.rateTerms.taxes, included: false } },
  };
});

// Today is Monday 15 June 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 5, 15, 10, 30));
});
afterEach(() => vi.useRealTimers());

/** Step 3 for the Deluxe Room from Saturday 20 to Tuesday 23 June 2026, steps 1 and 2 filled. */
function renderSummary() {
  const values: ReservationValues = {
    ...reservationDefaults,
    roomType: "deluxe",
    checkIn: new Date(2026, 5, 20),
    checkOut: new Date(2026, 5, 23),
    firstName: "Nusrat",
    lastName: "Chowdhury",
    email: "nusrat@example.com",
    phone: "+880 1712 345678",
  };
  // The summary reads the values; the payment and terms fields are not under test here.
  const form = { values, errors: {}, option: () => ({}), checkbox: () => ({}) };
  render(<ConfirmStep id="test" form={form as unknown as RequestForm<ReservationValues>} />);
  return screen.getByRole("region", { name: "Your stay" });
}

describe("the booking summary", () => {
  it("adds the service charge and VAT as their own lines, and says nothing is included, when the rates exclude them", () => {
    const { taxes } = rateTerms;
    expect(taxes.included).toBe(false);
    const quote = quoteStay({
      rates: ratesOf(findRoom("deluxe")!),
      taxes,
      checkIn: "2026-06-20",
      checkOut: "2026-06-23",
      today: "2026-06-15",
      offers: [],
    });
    const money = (amount: number) => formatMoney(amount, "en-GB");
    const summary = renderSummary();
    const row = (term: string) =>
      within(summary)
        .getAllByRole("term")
        .find((element) => element.textContent === term)?.nextElementSibling?.textContent;
    expect(quote.serviceCharge).toBeGreaterThan(0);
    expect(row(`Service charge (${taxes.serviceChargePercent}%)`)).toBe(money(quote.serviceCharge));
    expect(row(`VAT (${taxes.vatPercent}%)`)).toBe(money(quote.vat));
    expect(summary).toHaveTextContent(`Total${money(quote.total)}`);
    expect(summary).not.toHaveTextContent(/include/i);
  });
});
