import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dayIndexOf, isoDayAt } from "~/domain/calendar-day";
import { formatDate, formatMoney } from "~/i18n/format";
import { showGuestsDay } from "./day-refresh";
import { DayPrice, DayText } from "./day-text";

declare const __BUILD_DAY__: string;

/** A day `days` after the build's, and the clock set to its noon at the hotel. */
function guestDayIn(days: number) {
  const day = isoDayAt(dayIndexOf(__BUILD_DAY__) + days);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${day}T06:00:00Z`));
  return day;
}
afterEach(() => vi.useRealTimers());

const later = isoDayAt(dayIndexOf(__BUILD_DAY__) + 20);
const schedule = [
  [__BUILD_DAY__, "$249 on {day}"],
  [later, "$279 on {day}"],
] as const;

describe("words that depend on the day", () => {
  it("are the build day's in the prerendered HTML, and the guest's once hydrated", async () => {
    const html = renderToString(<DayText schedule={schedule} />);
    expect(html).toContain("$249 on ");
    guestDayIn(30);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <DayText schedule={schedule} />);
    });
    expect(container.textContent).toMatch(/^\$279 on \d+ \w+ \d{4}$/);
    container.remove();
  });

  it("write the guest's day where the words name it", () => {
    guestDayIn(21);
    render(<DayText schedule={schedule} />);
    const date = new Date(`${isoDayAt(dayIndexOf(__BUILD_DAY__) + 21)}T00:00:00Z`);
    const written = date.toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(screen.getByText(`$279 on ${written}`)).toBeVisible();
  });

  it('say "from" only where the coming nights differ', () => {
    guestDayIn(25);
    const prices = [
      [__BUILD_DAY__, { rate: 249, varies: true }],
      [later, { rate: 279, varies: false }],
    ] as const;
    const { container, unmount } = render(<DayPrice prices={prices} />);
    expect(container).toHaveTextContent(/^\$279$/);
    unmount();
    vi.setSystemTime(new Date(`${__BUILD_DAY__}T06:00:00Z`));
    expect(render(<DayPrice prices={prices} />).container).toHaveTextContent(/^from \$249$/);
  });

  it("name the night a room opens again when none of the coming nights can be had", () => {
    guestDayIn(0);
    const opensOn = isoDayAt(dayIndexOf(__BUILD_DAY__) + 60);
    const rate = 279;
    const prices = [[__BUILD_DAY__, { rate, varies: false, opensOn }]] as const;
    const written = formatDate(opensOn, "en-GB");
    expect(render(<DayPrice prices={prices} />).container).toHaveTextContent(
      `Open again ${written}: ${formatMoney(rate, "en-GB")}`,
    );
  });

  it("are brought to the guest's day in HTML React keeps and never renders again", () => {
    const kept = document.createElement("section");
    kept.innerHTML = renderToString(<DayText schedule={schedule} />);
    showGuestsDay(kept);
    expect(kept.textContent).toMatch(/^\$249 on /);
    guestDayIn(20);
    showGuestsDay(kept);
    expect(kept.textContent).toMatch(/^\$279 on /);
  });
});
