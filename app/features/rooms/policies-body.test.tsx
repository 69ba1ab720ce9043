// The room page's Policies tab states the room's minimum stays (issue 50): the booking form refuses
// a shorter stay arriving in such a season, so a guest reads the rule before meeting the refusal.
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ratesOf } from "~/content/runtime/room-rates";
import { rooms } from "~/content/runtime/rooms";
import { dayIndexOf, isoDayAt } from "~/domain/calendar-day";
import { formatDate } from "~/i18n/format";
import { hotelToday } from "~/lib/today";
import { PoliciesBody } from "./room-extras";

declare const __BUILD_DAY__: string;

const row = (label: string) =>
  screen.getByText(label, { selector: "dt" }).closest("div") as HTMLElement;

// The tests' own hotel's day (tests/fixtures/hotel.mjs), whatever day the tests run on.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${__BUILD_DAY__}T06:00:00Z`));
});
afterEach(() => vi.useRealTimers());

describe("the room page's policies", () => {
  it("give each coming season's minimum stay, with its dates", () => {
    const room = rooms.find((item) =>
      ratesOf(item).seasons.some((season) => (season.minNights ?? 1) > 1),
    )!;
    const seasons = ratesOf(room).seasons;
    render(<PoliciesBody seasons={seasons} />);
    const text = within(row("Minimum stay")).getByRole("definition").textContent;
    const today = hotelToday();
    expect(today).toBe(__BUILD_DAY__);
    const shown = seasons.filter((season) => (season.minNights ?? 1) > 1 && season.to >= today);
    expect(shown.length).toBeGreaterThan(0);
    for (const season of shown) {
      expect(text).toContain(
        `${season.name} (${formatDate(season.from, "en-GB")} to ${formatDate(season.to, "en-GB")}): stays arriving then are at least ${season.minNights} nights.`,
      );
    }
  });

  it("leave out a season that has ended, and say when no minimum applies", () => {
    const ended = {
      name: "Last winter",
      from: isoDayAt(dayIndexOf(__BUILD_DAY__) - 90),
      to: isoDayAt(dayIndexOf(__BUILD_DAY__) - 1),
      nightly: 300,
      minNights: 3,
    };
    render(<PoliciesBody seasons={[ended]} />);
    expect(within(row("Minimum stay")).getByRole("definition")).toHaveTextContent(
      "None: a single night is welcome.",
    );
  });
});
