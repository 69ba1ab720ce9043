import { Trash2 } from "lucide-react";
import { Photo } from "~/components/ui/photo";
import { formatMoney, formatWeekdayDate } from "~/i18n/format";
import { Money, withTaka } from "~/components/layout/money";
import { cart as t } from "~/locale/cart";
import { site as m } from "~/locale/site";
import { stayWords } from "~/locale/stay-words";
import { cn } from "~/lib/cn";
import type { LineRefusal, QuotedLine } from "~/domain/cart-quote";
import type { StayQuote } from "~/domain/stay-quote";
import { lineKey, type CartItem, type StayDates } from "./cart-model";
import { QuantityControl } from "./quantity-control";

/** A room line's dates in the page's language: "Sat, 20 Jun 2026 to Wed, 24 Jun 2026". */
const stayText = ({ checkIn, checkOut }: StayDates) => {
  const day = (iso: string) => formatWeekdayDate(iso, m.locale, "short");
  return t.stayDates(day(checkIn), day(checkOut));
};

type CartTableProps = {
  caption: string;
  kind: "food" | "room";
  items: CartItem[];
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** What the line costs, from the catalogue (a room's stay with its offer): domain/cart-quote. */
  priceOf: (item: CartItem) => QuotedLine<CartItem>;
  /** Why the hotel would not take a room's stay (its dates gone by, a night closed): on its line. */
  refusalText: (refusal: LineRefusal) => string;
  /** A room line's children's ages and their extra beds and cots, in words (cart-pricing). */
  partyText: (
    quoted: QuotedLine<CartItem>,
    money: (amount: number) => string,
  ) => { ages: string; beds: string };
  /** A room's nights at their rates, and its price per night (cart-pricing). */
  stayRates: (
    stay: StayQuote,
    money: (amount: number) => string,
  ) => {
    nights: string;
    perNight: string;
  };
};

/** One table of the cart (Food Items or Room Bookings), with quantity controls per row. */
export function CartTable({
  caption,
  kind,
  items,
  onQuantity,
  onRemove,
  priceOf,
  refusalText,
  stayRates,
  partyText,
}: CartTableProps) {
  const money = (amount: number) => formatMoney(amount, m.locale, { cents: true });
  const th = "px-3 py-3 text-xs font-semibold tracking-[0.15em] text-muted uppercase";
  // A room's dates, party, rates and offer need the phone's whole width: there its line stacks,
  // the room across the card, its quantity and total under it (issue 49: 13 lines in a narrow
  // column), and its column heads stack the same way.
  const row = kind === "room" ? "grid grid-cols-2 items-end sm:table-row" : undefined;
  const across = kind === "room" ? "col-span-2" : "";
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-tea-900/8">
      <table className="w-full text-left md:table-fixed">
        <caption className="border-b border-tea-100 px-5 py-4 text-left font-display text-2xl font-medium text-tea-900 sm:px-6">
          {caption}
        </caption>
        {/* Fixed widths from md up, so the food and room tables line up. */}
        <colgroup>
          <col />
          <col className="hidden md:table-column md:w-36" />
          <col className="md:w-36" />
          <col className="md:w-28" />
          <col className="hidden sm:table-column md:w-16" />
        </colgroup>
        <thead className="bg-ivory/70">
          <tr className={row}>
            <th scope="col" className={`${th} ${across} pl-5 sm:pl-6`}>
              {kind === "food" ? t.columns.item : t.columns.room}
            </th>
            <th scope="col" className={`${th} hidden text-right md:table-cell`}>
              {kind === "food" ? t.columns.price : t.columns.pricePerNight}
            </th>
            <th scope="col" className={`${th} text-center`}>
              {t.columns.quantity}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t.columns.total}
            </th>
            <th scope="col" className={`${th} hidden pr-3 sm:table-cell sm:pr-5`}>
              <span className="sr-only">{t.columns.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-tea-100">
          {items.map((item) => {
            // A room's line is the room for its dates and party: its controls say which (two lines
            // may share a name).
            const quoted = priceOf(item);
            const stay = item.dates ? stayText(item.dates) : "";
            const party = item.party
              ? stayWords.guestsSummary(item.party.adults, item.party.children)
              : "";
            // The children's ages name the line too: two lines may differ in them alone.
            const children = quoted.stay ? partyText(quoted, money) : null;
            const label = item.dates
              ? t.roomOn(item.name, [stay, party, children?.ages].filter(Boolean).join(", "))
              : item.name;
            const offer = quoted.stay?.offer;
            // A room's nights at the rates its total is made of (a season's, a weekend's), never
            // its base rate for all of them.
            const rates = quoted.stay ? stayRates(quoted.stay, money) : null;
            return (
              <tr key={lineKey(item)} className={row}>
                <th
                  scope="row"
                  className={`${across} py-4 pr-2 pl-5 text-left font-normal sm:pl-6`}
                >
                  <span className="flex items-center gap-4">
                    <span aria-hidden="true" className="hidden w-16 shrink-0 sm:block">
                      <Photo
                        id={item.image}
                        alt={item.name}
                        ratio={1}
                        sizes="64px"
                        kind={kind === "room" ? "room" : "dish"}
                        className="rounded-xl"
                      />
                    </span>
                    <span>
                      <span className="block font-medium text-tea-900">{item.name}</span>
                      {item.dates ? (
                        <>
                          <span className="block text-sm text-ink">{stay}</span>
                          {party ? (
                            <span className="block text-sm text-ink">{t.roomGuests(party)}</span>
                          ) : null}
                          {children?.ages || children?.beds ? (
                            <span className="block text-sm text-ink">
                              {[children.ages, children.beds].filter(Boolean).join(" · ")}
                            </span>
                          ) : null}
                          {rates ? (
                            <span data-rate-parts className="block text-sm text-muted">
                              {rates.nights}
                            </span>
                          ) : null}
                          {offer ? (
                            <span className="block text-sm font-medium text-tea-800">
                              {stayWords.offerSaves(
                                offer.title,
                                withTaka(offer.discount * item.quantity),
                              )}
                            </span>
                          ) : null}
                          {quoted.refusal ? (
                            <span className="mt-1 block text-sm font-medium text-red-800">
                              {refusalText(quoted.refusal)}
                            </span>
                          ) : null}
                        </>
                      ) : (
                        <span className="block text-sm text-muted md:hidden">
                          {t.each(withTaka(item.price))}
                        </span>
                      )}
                    </span>
                  </span>
                </th>
                <td className="hidden px-3 py-4 text-right tabular-nums md:table-cell">
                  {rates ? (
                    // A room's rates, the range its nights run at: its line total says the taka.
                    <span data-rate-parts>{rates.perNight}</span>
                  ) : (
                    <Money amount={item.price} />
                  )}
                </td>
                <td className="px-1 py-4 text-center sm:px-3">
                  <QuantityControl
                    item={item}
                    label={label}
                    onChange={(quantity) => onQuantity(item, quantity)}
                  />
                  {/* On a phone the remove button sits here, so the table fits the screen. */}
                  <RemoveButton
                    item={item}
                    label={label}
                    onRemove={onRemove}
                    className="mt-1 text-sm sm:hidden"
                    withText
                  />
                </td>
                <td className="px-2 py-4 text-right font-medium tabular-nums sm:px-3">
                  <Money amount={quoted.amount} />
                </td>
                <td className="hidden py-4 pr-3 text-right sm:table-cell sm:pr-5">
                  <RemoveButton item={item} label={label} onRemove={onRemove} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RemoveButton({
  item,
  label,
  onRemove,
  className,
  withText = false,
}: {
  item: CartItem;
  /** The line's name: a room's with its dates. */
  label: string;
  onRemove: (item: CartItem) => void;
  className?: string;
  withText?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={t.remove(label)}
      onClick={() => onRemove(item)}
      className={cn(
        "inline-flex h-9 items-center justify-center gap-1.5 rounded-full text-muted transition-colors hover:bg-red-50 hover:text-red-800",
        withText ? "px-2" : "w-9",
        className,
      )}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {withText ? <span aria-hidden="true">{t.columns.remove}</span> : null}
    </button>
  );
}
