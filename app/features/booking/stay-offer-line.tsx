import { useEffect } from "react";
import { stayRefusal, type RoomRates } from "~/domain/rates";
import { quoteStay, type PricedOffer, type Taxes } from "~/domain/stay-quote";
import { formatMoney } from "~/i18n/format";
import { hotelToday } from "~/lib/today";
import { site as m } from "~/locale/site";
import { stayWords } from "~/locale/stay-words";
import { stayPriceWords } from "./stay-charges";

/**
 * The stay's price on the room page's card, as the booking form and the cart work it out
 * (domain/stay-quote): the nights at each rate, the best offer running today and what it saves,
 * the total and what it includes; or why the stay cannot be asked for (a closed night, the
 * season's minimum stay). Loaded with the calendar, not with the page.
 */
export default function StayOfferLine({
  room,
  rates,
  taxes,
  checkIn,
  checkOut,
  offers,
  priceLine,
  onRefusal,
}: {
  room: string;
  rates: RoomRates;
  taxes: Taxes;
  checkIn: string;
  checkOut: string;
  offers: readonly PricedOffer[];
  /** The card's own words for nights × rate = total. */
  priceLine: (nights: string, total: string) => string;
  /** Told whether the hotel takes this stay, so the card adds only one it takes. */
  onRefusal: (refused: boolean) => void;
}) {
  const refusal = stayRefusal(rates, checkIn, checkOut);
  const refused = refusal !== null;
  useEffect(() => onRefusal(refused), [onRefusal, refused, checkIn, checkOut]);
  if (refusal)
    return <span className="block text-red-800">{stayWords.refused(room, refusal)}</span>;
  const quote = quoteStay({ rates, taxes, checkIn, checkOut, today: hotelToday(), offers });
  const money = (amount: number) => formatMoney(amount, m.locale);
  const words = stayPriceWords(quote, taxes, money);
  return (
    <>
      {priceLine(words.nights, money(quote.base))}
      {quote.offer ? (
        <span className="block">
          {stayWords.offerSaves(quote.offer.title, money(quote.offer.discount))} ·{" "}
          {stayWords.summary.total} {money(quote.total)}
        </span>
      ) : null}
      {words.added.length > 0 ? (
        <span className="block font-normal text-muted">
          {words.added.map((line) => `${line.label} ${line.amount}`).join(" · ")} ·{" "}
          {stayWords.summary.total} {money(quote.total)}
        </span>
      ) : null}
      {words.note ? <span className="block font-normal text-muted">{words.note}</span> : null}
    </>
  );
}
