// The hotel's facts a text may name with a placeholder such as {checkIn}: FAQ answers, the legal
// pages, the posts, the pages' summaries and the home page's dining text take the policies, hours,
// prices and names from their own files instead of retyping them, so a change to
// content/policies.yaml reaches every page that says it.
// Build-time only.
import { formatMoney } from "../../i18n/format";
import { LOCALE, localeTags } from "../../lib/locale";
import { entriesOf } from "./entries.server.ts";
import { venues } from "../runtime/venues";
import { endpointOf } from "../../domain/delivery-setting.ts";
import { isAllDay } from "../../domain/opening-hours.ts";

const only = <Entry>([entry]: Entry[], name: string) => {
  if (!entry) throw new Error(`content/${name}.yaml is missing`);
  return entry;
};

// Bengali pages write numbers in Bengali digits (২৪).
const numerals = new Intl.NumberFormat(localeTags[LOCALE], { useGrouping: false });
const number = (value: number) => numerals.format(value);
// A room's price as its card writes it ("$179", "$১৭৯"): the one money format, i18n/format.ts.
const dollars = (amount: number) => formatMoney(amount, localeTags[LOCALE]);

/** What each placeholder stands for in this build's language. */
export function hotelFacts(): Record<string, string> {
  const { policies, childrenPolicy, childrenRules, hours, schedule } = only(
    entriesOf("policies"),
    "policies",
  );
  const { text: siteText, delivery, site: siteFacts } = only(entriesOf("site"), "site");
  const endpoint = endpointOf(delivery);
  // Each room's from-price, as its card shows it: the rates of the coming weeks, not the base.
  const prices = entriesOf("rooms").map((room) => room.fromPrice);
  return {
    checkIn: policies.checkIn,
    checkOut: policies.checkOut,
    freeCancellationHours: number(policies.freeCancellationHours),
    lateCancellationCharge: policies.lateCancellationCharge,
    childrenFreeUnderAge: number(policies.childrenFreeUnderAge),
    childrenPolicy,
    extraBedNightly: dollars(childrenRules.extraBedNightly),
    diningNoticeHours: number(policies.diningNoticeHours),
    city: siteText.city,
    roomPriceFrom: dollars(Math.min(...prices)),
    roomPriceTo: dollars(Math.max(...prices)),
    // Where confirmed requests go: the form service's host, or the site's own host (Netlify).
    requestsGoTo: !endpoint
      ? ""
      : endpoint.startsWith("http")
        ? new URL(endpoint).host
        : "Netlify",
    ...Object.fromEntries(hours.map((entry) => [`hours.${entry.id}`, entry.time])),
    // As a figure: "24/7" for a service open round the clock every day, else its hours.
    ...Object.fromEntries(
      hours.map((entry) => {
        const opening = schedule.hours[entry.id];
        const always = opening.days.length === 7 && isAllDay(opening);
        return [`open.${entry.id}`, always ? `${number(24)}/${number(7)}` : entry.time];
      }),
    ),
    established: number(siteFacts.established),
    roomCount: number(entriesOf("rooms").length),
    ...Object.fromEntries(venues.map((venue) => [`venue.${venue.id}`, venue.name])),
  };
}

/**
 * `text` with its placeholders filled; one that names no fact stops the build, naming `where` (the
 * file and field), not a blank on the page.
 */
export function fillFacts(text: string, facts: Record<string, string>, where: string) {
  return text.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const value = facts[name];
    if (value === undefined)
      throw new Error(
        `${where}: no fact is called {${name}}; the facts are ${Object.keys(facts).map((key) => `{${key}}`).join(", ")}`,
      );
    return value;
  });
}
