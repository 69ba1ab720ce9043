// A site built on one day and opened on later ones, without a rebuild: every figure that depends
// on the day follows the guest's day at the hotel, never the build's (issue 48). The days are
// counted from the build's day, so the spec holds for a build made on any day; the expected
// figures come from the content through the domain.
import type { Page } from "@playwright/test";
import { fromPrice, nightRate, type FromPrice } from "../../app/domain/rates";
import { dayIndexOf, isoDayAt } from "../../app/domain/calendar-day";
import { formatDate, formatMoney, formatTaka } from "../../app/i18n/format";
import { runsOn } from "../../app/lib/today";
import { site as enSite } from "../../app/locales/en/site";
import { site as bnSite } from "../../app/locales/bn/site";
import { roomExtras as enExtras } from "../../app/locales/en/room-extras";
import { roomExtras as bnExtras } from "../../app/locales/bn/room-extras";
import { offers as enOffers } from "../../app/locales/en/offers";
import { offers as bnOffers } from "../../app/locales/bn/offers";
import { builtDay, contentEntries } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

const languages = [
  { prefix: "", locale: "en" as const, site: enSite, extras: enExtras, offers: enOffers },
  { prefix: "/bn", locale: "bn" as const, site: bnSite, extras: bnExtras, offers: bnOffers },
];

// Three weeks on (a new season may have begun), four and a half months on (offers have ended and
// others begun) and a year and a half on (past every dated rate and offer of today's content).
const laterDays = [18, 137, 551].map((days) => isoDayAt(dayIndexOf(builtDay()) + days));

/** A room's price before dates as its pages write it (components/layout/day-text.tsx). */
function priceWords(price: FromPrice, site: typeof enSite | typeof bnSite) {
  const money = formatMoney(price.rate, site.locale);
  return price.varies ? site.common.priceFrom(money) : money;
}

/** The layout shifts after the page was hydrated, as the CLS metric counts them. */
async function shiftsAfterHydration(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput && entry.startTime > window.__hydratedAt)
              total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

declare global {
  interface Window {
    __hydratedAt: number;
  }
}

const takaPerDollar = contentEntries("site")[0]!.site.takaPerDollar;

for (const language of languages) {
  const { prefix, locale, site } = language;
  const rooms = contentEntries("rooms", locale);
  const offers = contentEntries("offers", locale);

  for (const day of laterDays) {
    test.describe(`opened on ${day}, built on ${builtDay()}${prefix ? ", in Bengali" : ""}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.clock.install({ time: new Date(`${day}T12:00:00+06:00`) });
        // When hydration ended, for the layout shifts after it.
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (document.documentElement.dataset.hydrated !== "true") return;
            window.__hydratedAt = performance.now();
            observer.disconnect();
          }).observe(document, {
            attributes: true,
            subtree: true,
            attributeFilter: ["data-hydrated"],
          });
        });
      });

      /** A dollar figure as the page writes it in a sentence: with its taka on a Bengali page. */
      const withTaka = (dollars: number) =>
        prefix
          ? `${formatMoney(dollars, site.locale)} (${formatTaka(dollars * takaPerDollar, site.locale)})`
          : formatMoney(dollars, site.locale);
      /** The day's words, not their taka (components/layout/money.tsx DayTaka). */
      const dayWords = ":not([data-taka]) > [data-day]";

      test("a room's page states that day's price and tonight's rate, and nothing moves", async ({
        page,
      }) => {
        const room = rooms.find((entry) => entry.id === "deluxe") ?? rooms[0]!;
        await gotoHydrated(page, `${prefix}/rooms/${room.id}`);
        const price = priceWords(fromPrice(room.rates, day), site);
        const tonight = language.extras.overviewFacts.rateOn(
          withTaka(nightRate(room.rates, day).rate),
          formatDate(day, site.locale),
        );
        const others = rooms.filter((entry) => entry.id !== room.id).slice(0, 3);
        // The overview's rate tonight, the booking card's price, the other rooms' and the phone
        // bar's, in the page's order.
        await expect(page.getByRole("main").locator(dayWords)).toHaveText([
          tonight,
          price,
          ...others.map((other) => priceWords(fromPrice(other.rates, day), site)),
          price,
        ]);
        // No sentence prices the build's night as tonight's.
        await expect(page.getByRole("main")).not.toContainText(formatDate(builtDay(), site.locale));
        expect(await shiftsAfterHydration(page)).toBe(0);
      });

      test("the rooms list and the home page show each room's price of that day", async ({
        page,
      }) => {
        await gotoHydrated(page, `${prefix}/rooms`);
        const cards = page.getByRole("main").getByRole("article");
        await expect(cards).toHaveCount(rooms.length);
        for (const [index, room] of rooms.entries()) {
          await expect(cards.nth(index).locator(dayWords)).toHaveText(
            priceWords(fromPrice(room.rates, day), site),
          );
          // On a Bengali page its taka is that day's too.
          if (prefix)
            await expect(cards.nth(index).locator("[data-taka] > [data-day]")).toHaveText(
              formatTaka(fromPrice(room.rates, day).rate * takaPerDollar, site.locale),
            );
        }

        await gotoHydrated(page, prefix || "/");
        const featured = contentEntries("featured-rooms").map(({ room }) =>
          rooms.find((entry) => entry.id === room),
        );
        const prices = page.getByRole("main").locator(dayWords);
        await expect(prices).toHaveText(
          featured.map((room) => priceWords(fromPrice(room!.rates, day), site)),
        );
        // The home page names no offer that is not running that day.
        for (const offer of offers.filter((entry) => !runsOn(entry, day)))
          await expect(page.getByRole("main")).not.toContainText(offer.title);
      });

      test("the offers page lists the offers running that day, or says none is and how to ask", async ({
        page,
      }) => {
        await gotoHydrated(page, `${prefix}/special-offers`);
        const running = offers.filter((offer) => runsOn(offer, day));
        const list = page.getByRole("region", { name: language.offers.listHeading });
        await expect(list.getByRole("heading", { level: 3 })).toHaveText(
          [...running]
            .sort((a, b) => Number(b.isPopular === true) - Number(a.isPopular === true))
            .map((offer) => offer.title),
        );
        if (running.length) return;
        await expect(list).toContainText(language.offers.noneRunning);
        await expect(list.getByRole("link", { name: language.offers.askWhatsapp })).toHaveAttribute(
          "href",
          /^https:\/\/wa\.me\/\d+\?text=/,
        );
        await expect(list.getByRole("link", { name: language.offers.askEmail })).toHaveAttribute(
          "href",
          /^mailto:/,
        );
      });
    });
  }
}
