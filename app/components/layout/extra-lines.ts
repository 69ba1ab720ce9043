// A stay's chosen extras as a summary and a message state them, one line each: what it is, when,
// for whom, the vehicle a transfer takes, and its price (or that the team will say it). The booking
// form's summary, My requests and the messages to the hotel all read these.
import { formatTime } from "~/content/schemas/collections/hours-format";
import type { PricedExtra } from "~/domain/stay-extras";
import { formatMoney, formatWeekdayDate } from "~/i18n/format";
import { LOCALE } from "~/lib/locale";
import { extraWords as x } from "~/locale/extra-words";
import { site as m } from "~/locale/site";

/** Each extra as a row: its name, and its details with its price. */
export function extraRows(priced: readonly PricedExtra[]): [string, string][] {
  return priced.map(({ choice, offer, amount, vehicle }) => {
    const day = choice.day ? formatWeekdayDate(choice.day, m.locale, "short") : "";
    let details: string;
    if (offer.needs === "flight" && choice.trip) {
      details = x.transferLine(
        x.trips[choice.trip],
        choice.flight ?? "",
        day,
        choice.time ? formatTime(choice.time, LOCALE) : "",
      );
      if (vehicle) details += `; ${x.vehicle(vehicle.name, vehicle.seats, vehicle.bags)}`;
    } else details = x.tripLine(day, choice.guests);
    return [
      offer.name,
      x.priced(details, amount === null ? x.toConfirm : formatMoney(amount, m.locale)),
    ];
  });
}
