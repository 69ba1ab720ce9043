import { describe, expect, it } from "vitest";
import { formatMoney } from "~/i18n/format";
import { handoffLimits, mailtoLink, whatsappLink } from "~/lib/handoff";
import { cartTotals, type CartItem } from "./cart-model";
import { orderMessage } from "./order-message";

const money = (amount: number) => formatMoney(amount, "en-GB", { cents: true });
const items: CartItem[] = [
  {
    id: "kacchi-biryani",
    name: "Kacchi Biryani",
    price: 22.99,
    image: "x",
    type: "food",
    quantity: 2,
  },
  { id: "deluxe", name: "Deluxe Room", price: 249, image: "x", type: "room", quantity: 1 },
];
const details = {
  name: "Amina Rahman",
  phone: "+880 1711 000000",
  area: "Zindabazar",
  address: "House 4, Road 2",
};

describe("orderMessage", () => {
  it("carries every line, the delivery, the total and where to bring it", () => {
    const { text, subject } = orderMessage(
      { ref: "SRH-7K3P9Q", items, totals: cartTotals(items, 5), details },
      money,
    );
    expect(text).toBe(
      [
        "Hello Surma Riverside Hotel, I would like to order.",
        "Order SRH-7K3P9Q",
        "",
        "2 × Kacchi Biryani: $45.98",
        "Deluxe Room, 1 night: $249.00",
        "",
        "Subtotal: $294.98",
        "Delivery fee: $5.00",
        "Total: $299.98",
        "Name: Amina Rahman",
        "Phone: +880 1711 000000",
        "Area: Zindabazar",
        "Address: House 4, Road 2",
        "",
        "Payment: on delivery",
        "Please confirm my order. Thank you!",
      ].join("\n"),
    );
    expect(subject).toBe("Order SRH-7K3P9Q: $299.98");
  });

  it("asks no delivery for rooms alone", () => {
    const rooms = items.slice(1);
    const { text } = orderMessage(
      { ref: "SRH-7K3P9Q", items: rooms, totals: cartTotals(rooms, 5), details },
      money,
    );
    expect(text).not.toMatch(/Delivery fee|Area:|Address:/);
  });

  it("keeps the longest order within what WhatsApp and e-mail take", () => {
    const many: CartItem[] = Array.from({ length: 30 }, (_, i) => ({
      id: `dish-${i}`,
      name: "সিলেটি সাতকরা দিয়ে গরুর মাংস".padEnd(60, "ক"),
      price: 99.99,
      image: "x",
      type: "food",
      quantity: 99,
    }));
    const long = {
      name: "ন".repeat(100),
      phone: "+".padEnd(30, "৯"),
      area: "জিন্দাবাজার",
      address: "স".repeat(300),
    };
    const { text, subject } = orderMessage(
      { ref: "SRH-7K3P9Q", items: many, totals: cartTotals(many, 5), details: long },
      money,
    );
    expect(text.length).toBeLessThanOrEqual(handoffLimits.text);
    expect(whatsappLink("+880 1711 234567", text).length).toBeLessThanOrEqual(handoffLimits.link);
    expect(mailtoLink("stay@example.com", subject, text).length).toBeLessThanOrEqual(
      handoffLimits.link,
    );
  });
});
