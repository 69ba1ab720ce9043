// A placed order as the guest's WhatsApp and e-mail carry it to the hotel: every line with its
// quantity and amount, the delivery, the total, and where to bring it.
import { requestText } from "~/lib/handoff";
import { cart as t } from "~/locale/cart";
import { lineTotal, type CartItem, type CartTotals } from "./cart-model";
import type { CheckoutDetails } from "./checkout-rules";

export type PlacedOrder = {
  ref: string;
  items: CartItem[];
  totals: CartTotals;
  details: CheckoutDetails;
};

export function orderMessage(order: PlacedOrder, money: (amount: number) => string) {
  const m = t.message;
  const lines = order.items.map((item) =>
    (item.type === "room" ? m.roomLine : m.line)(item.quantity, item.name, money(lineTotal(item))),
  );
  const rows: [string, string][] = [
    [t.subtotal, money(order.totals.subtotal)],
    ...(order.totals.hasFood
      ? ([[t.deliveryFee, money(order.totals.deliveryFee)]] as [string, string][])
      : []),
    [t.total, money(order.totals.total)],
    [m.name, order.details.name],
    [m.phone, order.details.phone],
    ...(order.totals.hasFood
      ? ([
          [m.area, order.details.area],
          [m.address, order.details.address],
        ] as [string, string][])
      : []),
  ];
  const text = requestText(
    [m.greeting, m.heading(order.ref), "", ...lines].join("\n"),
    rows,
    `${m.payment}\n${m.closing}`,
  );
  return { text, subject: m.subject(order.ref, money(order.totals.total)) };
}
