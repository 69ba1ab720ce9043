import { quoteStay, type PricedOffer } from "~/domain/stay-quote";
import { formatMoney } from "~/i18n/format";
import { hotelToday } from "~/lib/today";
import { site as m } from "~/locale/site";
import { stayWords } from "~/locale/stay-words";

/**
 * The best offer running today that this stay qualifies for, what it saves and the total, as the
 * booking form and the cart take it off (domain/stay-quote); nothing when none applies. The room
 * page's card loads it with the calendar, not with the page.
 */
export default function StayOfferLine({
  pricePerNight,
  checkIn,
  checkOut,
  offers,
}: {
  pricePerNight: number;
  checkIn: string;
  checkOut: string;
  offers: readonly PricedOffer[];
}) {
  const quote = quoteStay({ pricePerNight, checkIn, checkOut, today: hotelToday(), offers });
  if (!quote.offer) return null;
  const money = (amount: number) => formatMoney(amount, m.locale);
  return (
    <span className="block">
      {stayWords.offerSaves(quote.offer.title, money(quote.offer.discount))} ·{" "}
      {stayWords.summary.total} {money(quote.total)}
    </span>
  );
}
