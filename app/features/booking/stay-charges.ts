import type { StayQuote, Taxes } from "~/domain/stay-quote";
import { chargesShown, rateParts } from "~/domain/stay-quote";
import { stayWords as t } from "~/locale/stay-words";

/**
 * How a stay's price reads, wherever it is stated (the booking form's step 1 and summary, the
 * room's card): the nights at each rate, the service charge and VAT as their own lines when they
 * are added, or one sentence saying what the total includes.
 */
export function stayPriceWords(quote: StayQuote, taxes: Taxes, money: (amount: number) => string) {
  const charges = chargesShown(quote, quote.taxesIncluded);
  const label = {
    serviceCharge: t.serviceCharge(taxes.serviceChargePercent),
    vat: t.vat(taxes.vatPercent),
  };
  return {
    nights: t.priceParts(
      rateParts(quote).map((part) => ({ nights: part.nights, price: money(part.rate) })),
    ),
    /** Lines between the subtotal and the total, when the charges are added. */
    added:
      charges.shown === "added"
        ? charges.lines.map((line) => ({ label: label[line.charge], amount: money(line.amount) }))
        : [],
    /** Under the total: what it includes, or that there are no charges. */
    note:
      charges.shown === "included"
        ? t.chargesIncluded(money(charges.serviceCharge), money(charges.vat))
        : charges.shown === "none"
          ? t.noCharges
          : "",
  };
}
