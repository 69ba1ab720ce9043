import type { StayQuote, Taxes } from "~/domain/stay-quote";
import { rateParts } from "~/domain/stay-quote";
import { stayWords as t } from "~/locale/stay-words";

/**
 * How a stay's price reads, wherever it is stated (the booking form's step 1 and summary, the
 * room's card): the nights at each rate, the service charge and VAT as their own lines when they
 * are added, or one sentence saying what the total includes.
 */
export function stayPriceWords(quote: StayQuote, taxes: Taxes, money: (amount: number) => string) {
  const charged = taxes.serviceChargePercent > 0 || taxes.vatPercent > 0;
  return {
    nights: t.priceParts(
      rateParts(quote).map((part) => ({ nights: part.nights, price: money(part.rate) })),
    ),
    /** Lines between the subtotal and the total, when the charges are added. */
    added: quote.taxesIncluded
      ? []
      : [
          ...(taxes.serviceChargePercent > 0
            ? [
                {
                  label: t.serviceCharge(taxes.serviceChargePercent),
                  amount: money(quote.serviceCharge),
                },
              ]
            : []),
          ...(taxes.vatPercent > 0
            ? [{ label: t.vat(taxes.vatPercent), amount: money(quote.vat) }]
            : []),
        ],
    /** Under the total: what it includes, only when that is true. */
    note:
      quote.taxesIncluded && charged
        ? t.chargesIncluded(money(quote.serviceCharge), money(quote.vat))
        : charged
          ? ""
          : t.noCharges,
  };
}
