import { describe, expect, it } from "vitest";
import {
  sampleCatalogue,
  sampleHotelRequest,
  sampleOrderRequest,
  sampleStayRequest,
  sampleTableRequest,
} from "../../../tests/fixtures/sample-request";
import { handoffLimits, mailtoLink, whatsappLink } from "~/lib/handoff";
import { toGuestRequest } from "~/domain/guest-requests";
import { requestMessage, requestRows, type RequestCatalogue } from "./request-text";

const names: RequestCatalogue = {
  ...sampleCatalogue,
  rooms: { deluxe: "Deluxe Room" },
  venues: { "fine-dining": "The Surma Room" },
  dishes: { "kacchi-biryani": "Kacchi Biryani (mutton)" },
};

const request = sampleStayRequest();

describe("a stay request's message", () => {
  it("carries the whole request, in the page's language, to the hotel's number and address", () => {
    const message = requestMessage(request, names);
    // Intl puts a comma after the weekday in some versions ("Friday, 4 December 2026").
    expect(message.text.replace(/day, /g, "day ")).toBe(
      [
        "Hello Surma Riverside Hotel, I would like to book a room.",
        "Reservation request SRH-7K3P9Q",
        "",
        "Room: Deluxe Room",
        "Check-in: Friday 4 December 2026 (From 2:00 PM)",
        "Check-out: Monday 7 December 2026 (By 12:00 PM)",
        "Guests: 2 adults, 1 child",
        "Nights: 3 nights × $249",
        "Offer: Weekend Escape: you save $99.60",
        "Rate plan: Flexible",
        "Total: $647.40 (≈ ৳78,983)",
        "Name: Nusrat Chowdhury",
        "Phone: +44 7700 900123",
        "E-mail: nusrat@example.com",
        "Payment: Pay later",
        "Special requests: A cot, please.",
        "",
        "Please confirm my reservation. Thank you!",
      ].join("\n"),
    );
    expect(message.subject.replace(/(Fri|Mon), /g, "$1 ")).toBe(
      "Reservation request SRH-7K3P9Q: Deluxe Room, Fri 4 Dec 2026 – Mon 7 Dec 2026",
    );
    expect(message.to).toBe("stay@surmariversidehotel.com");
    expect(message.phone).toBe("+880 1711 234567");
    // The call button shows it on one line (issue 40).
    expect(message.phoneShown).toBe("+880\u00a01711\u00a0234567");
  });

  it("a stay from the cart: its rooms, each one's party and the whole total, under one full name", () => {
    const fromCart = sampleStayRequest({ firstName: "Nadia Rahman", lastName: "", rooms: 2 });
    const lines = requestMessage(fromCart, names).text.replace(/day, /g, "day ").split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Room: Deluxe Room",
        "Rooms: 2",
        "Guests per room: 2 adults, 1 child",
        "Nights: 3 nights × $249",
        "Offer: Weekend Escape: you save $199.20",
        "Total: $1,294.80 (≈ ৳157,966)",
        "Name: Nadia Rahman",
      ]),
    );
    expect(lines.filter((line) => line.startsWith("Guests:"))).toEqual([]);
  });

  it("names the rate plan: the flexible rate's deadline, or the non-refundable rate's saving", () => {
    const policy: RequestCatalogue = {
      ...names,
      nonRefundablePercent: 10,
      freeCancellation: { hours: 24, checkInTime: "14:00" },
    };
    const lines = (entry: typeof request) =>
      requestMessage(entry, policy).text.replace(/day, /g, "day ").split("\n");
    expect(lines(request)).toContain(
      "Rate plan: Flexible. Free cancellation until Thursday 3 December 2026, 2:00 PM (Sylhet time).",
    );
    const nonRefundable = { ...request, stay: { ...request.stay, plan: "nonRefundable" as const } };
    // $647.40 after the offer; 10% of it is $64.74.
    expect(lines(nonRefundable)).toContain(
      "Rate plan: Non-refundable (10% off, you save $64.74). No refund if cancelled.",
    );
    expect(lines(nonRefundable)).toContain("Total: $582.66 (≈ ৳71,085)");
  });

  it("states the nights at each season's rate and the charges, as the form quoted them", () => {
    const seasonal: RequestCatalogue = {
      ...names,
      prices: {
        ...names.prices,
        rates: {
          deluxe: {
            base: 249,
            seasons: [
              { name: "Winter", from: "2026-12-01", to: "2027-02-28", nightly: 279, weekend: 299 },
            ],
            closed: [],
          },
        },
      },
      taxes: { serviceChargePercent: 10, vatPercent: 15, included: false },
    };
    const lines = requestMessage(request, seasonal).text.split("\n");
    // Fri 4 and Sat 5 December at $299, Sun 6 at $279: $877; Weekend Escape takes 20% of $598.
    expect(lines).toContain("Nights: 2 nights × $299 + 1 night × $279");
    expect(lines).toContain("Offer: Weekend Escape: you save $119.60");
    // $757.40; service charge $75.74; VAT 15% of $833.14 = $124.97; total $958.11.
    expect(lines).toContain("Service charge: $75.74");
    expect(lines).toContain("VAT: $124.97");
    expect(lines.find((line) => line.startsWith("Total:"))).toMatch(/^Total: \$958\.11 /);
    const included = requestMessage(request, {
      ...seasonal,
      taxes: { serviceChargePercent: 10, vatPercent: 15, included: true },
    }).text;
    expect(included).toContain("\nCharges: Includes service charge $");
    expect(included).toMatch(/\nTotal: \$757\.40 /);
  });

  it("leaves out what the guest left empty, and an offer that saved nothing is named", () => {
    const rows = requestRows(
      // Monday to Wednesday: no weekend night for Weekend Escape to take off.
      {
        ...request,
        stay: {
          ...request.stay,
          specialRequests: "",
          checkIn: "2026-12-07",
          checkOut: "2026-12-09",
        },
      },
      names,
    );
    expect(rows.find(([label]) => label === "Special requests")).toBeUndefined();
    expect(rows).toContainEqual(["Offer", "Weekend Escape"]);
    expect(rows).toContainEqual(["Total", "$498 (≈ ৳60,756)"]);
  });

  it("keeps the longest request the form accepts within what WhatsApp and e-mail take", () => {
    const longest = {
      ...request,
      stay: {
        ...request.stay,
        firstName: "নু".repeat(50),
        lastName: "স".repeat(100),
        email: `${"a".repeat(64)}@${"b".repeat(185)}.com`,
        phone: "+".padEnd(30, "৯"),
        // Cut at 2,000 characters, the form's limit, through the middle of an emoji.
        specialRequests: "আমার জন্য একটি খাট 🙏 <b>&</b>".repeat(80).slice(0, 2000),
      },
    };
    const { text, subject, to, phone } = requestMessage(longest, names);
    expect(text).toContain(longest.stay.specialRequests.slice(0, 1990));
    expect(text.length).toBeLessThanOrEqual(handoffLimits.text);
    expect(whatsappLink(phone, text).length).toBeLessThanOrEqual(handoffLimits.link);
    expect(mailtoLink(to, subject, text).length).toBeLessThanOrEqual(handoffLimits.link);
  });
});

describe("the other requests' messages", () => {
  it("a hotel request from the contact page: the room, dates, guests and nights", () => {
    const message = requestMessage(sampleHotelRequest(), names);
    expect(message.text.replace(/day, /g, "day ")).toBe(
      [
        "Hello Surma Riverside Hotel, I would like to book a room.",
        "Reservation request SRH-HDTE3K",
        "",
        "Room: executive",
        "Check-in: Thursday 10 December 2026 (From 2:00 PM)",
        "Check-out: Saturday 12 December 2026 (By 12:00 PM)",
        "Guests: 3 guests",
        "Nights: 2 nights",
        "Name: Rahim Uddin",
        "Phone: 01711 000000",
        "E-mail: rahim@example.com",
        "",
        "Please confirm my room and its price. Thank you!",
      ].join("\n"),
    );
  });

  it("a table: the restaurant by name, the day, the time as the page writes it, the party", () => {
    const message = requestMessage(sampleTableRequest(), names);
    expect(message.text.replace(/day, /g, "day ")).toBe(
      [
        "Hello Surma Riverside Hotel, I would like to book a table.",
        "Table request SRH-TAB7E4",
        "",
        "Restaurant: The Surma Room",
        "Date: Saturday 5 December 2026",
        "Time: 7:30 PM",
        "Party: 4 people",
        "Name: Rahim Uddin",
        "Phone: 01711 000000",
        "E-mail: rahim@example.com",
        "Special requests: A window table.",
        "",
        "Please confirm my table. Thank you!",
      ].join("\n"),
    );
    expect(message.subject.replace(/Sat, /g, "Sat ")).toBe(
      "Table request SRH-TAB7E4: The Surma Room, Sat 5 Dec 2026, 7:30 PM",
    );
  });

  it("an order: each dish with its quantity and amount, the delivery, the total, where to bring it", () => {
    const message = requestMessage(sampleOrderRequest(), names);
    expect(message.text).toBe(
      [
        "Hello Surma Riverside Hotel, I would like to order.",
        "Order SRH-8RDE9P",
        "",
        "2 × Kacchi Biryani (mutton): $24.00",
        "1 × Mishti Doi: $3.50",
        "Subtotal: $27.50",
        "Delivery: $5.00",
        "Total: $32.50 (≈ ৳3,965)",
        "Name: Rahim Uddin",
        "Phone: 01711 000000",
        "Area: Zindabazar",
        "Address: House 12, Road 3",
        "Payment: On delivery",
        "",
        "Please confirm my order. Thank you!",
      ].join("\n"),
    );
    expect(message.subject).toBe("Order SRH-8RDE9P: 3 items, $32.50");
  });

  it("keeps the longest order within what WhatsApp and e-mail take", () => {
    // Thirty lines of 99, named at length in Bengali, and the longest details the checkout takes.
    const order = sampleOrderRequest({
      items: Array.from({ length: 30 }, (_, i) => ({
        type: "food" as const,
        id: `dish-${i}`,
        name: "সিলেটি সাতকরা দিয়ে গরুর মাংস".padEnd(60, "ক"),
        quantity: 99,
      })),
      details: {
        name: "ন".repeat(100),
        phone: "+".padEnd(30, "৯"),
        area: "জিন্দাবাজার",
        address: "স".repeat(300),
      },
    });
    const priced = {
      ...names,
      prices: {
        ...names.prices,
        food: Object.fromEntries(order.order.items.map(({ id }) => [id, 99.99])),
      },
    };
    const { text, subject, to, phone } = requestMessage(order, priced);
    expect(text.split("\n").filter((line) => line.includes(" × "))).toHaveLength(30);
    expect(text.length).toBeLessThanOrEqual(handoffLimits.text);
    expect(whatsappLink(phone, text).length).toBeLessThanOrEqual(handoffLimits.link);
    expect(mailtoLink(to, subject, text).length).toBeLessThanOrEqual(handoffLimits.link);
  });

  it("a room in an order carries its dates and nights; a room-only order has no delivery", () => {
    const order = sampleOrderRequest({
      items: [
        {
          type: "room",
          id: "deluxe",
          name: "Deluxe Room",
          quantity: 1,
          dates: { checkIn: "2026-12-07", checkOut: "2026-12-10" },
          party: { adults: 2, children: 1 },
        },
      ],
      details: { name: "Rahim Uddin", phone: "01711 000000", area: "", address: "" },
    });
    const rows = requestRows(order, names);
    expect(rows[0]?.[0].replace(/(Mon|Thu), /g, "$1 ")).toBe(
      "Deluxe Room, Mon 7 Dec 2026 – Thu 10 Dec 2026, 2 adults, 1 child",
    );
    expect(rows[0]?.[1]).toBe("3 nights × $249: $747.00");
    expect(rows.map(([label]) => label)).not.toContain("Delivery");
    expect(rows.map(([label]) => label)).not.toContain("Area");
    // A stay is paid at the hotel, not on delivery; with food too, each is paid its own way.
    expect(rows.find(([label]) => label === "Payment")?.[1]).toBe(
      "At the hotel, once the stay is confirmed",
    );
    const mixed = {
      ...order,
      order: { ...order.order, items: [...order.order.items, ...sampleOrderRequest().order.items] },
    };
    expect(requestRows(mixed, names).find(([label]) => label === "Payment")?.[1]).toBe(
      "Food: On delivery. Rooms: At the hotel, once the stay is confirmed.",
    );
    expect(
      requestRows(sampleOrderRequest(), names).find(([label]) => label === "Payment")?.[1],
    ).toBe("On delivery");
  });

  it("an order's room states its charges as the cart did: added after the subtotal, or included", () => {
    const order = sampleOrderRequest({
      items: [
        {
          type: "room",
          id: "deluxe",
          name: "Deluxe Room",
          quantity: 1,
          dates: { checkIn: "2026-12-07", checkOut: "2026-12-10" },
          party: { adults: 2, children: 0 },
        },
      ],
      details: { name: "Rahim Uddin", phone: "01711 000000", area: "", address: "" },
    });
    const added = requestRows(order, {
      ...names,
      taxes: { serviceChargePercent: 10, vatPercent: 15, included: false },
    });
    // $747, service charge $74.70, VAT 15% of $821.70 = $123.26: $944.96.
    expect(added.slice(0, 5)).toEqual([
      [expect.stringMatching(/^Deluxe Room/), "3 nights × $249: $747.00"],
      ["Subtotal", "$747.00"],
      ["Service charge", "$74.70"],
      ["VAT", "$123.26"],
      ["Total", expect.stringMatching(/^\$944\.96 /)],
    ]);
    const included = requestRows(order, {
      ...names,
      taxes: { serviceChargePercent: 10, vatPercent: 15, included: true },
    });
    expect(included).toContainEqual(["Charges", expect.stringMatching(/^Includes service charge/)]);
    expect(included.find(([label]) => label === "Total")?.[1]).toMatch(/^\$747\.00 /);
    // A room from the cart is booked at the flexible rate, and the message says so; food alone
    // has no rate plan.
    const policy = { ...names, freeCancellation: { hours: 24, checkInTime: "14:00" } };
    expect(requestRows(order, policy)).toContainEqual([
      "Rate plan",
      "Flexible. Free cancellation up to 24 hours before check-in.",
    ]);
    expect(requestRows(sampleOrderRequest(), policy).map(([label]) => label)).not.toContain(
      "Rate plan",
    );
  });

  it("a room an offer priced says what it saved, and its amount is the total the cart showed", () => {
    const order = sampleOrderRequest({
      items: [
        {
          type: "room",
          id: "deluxe",
          name: "Deluxe Room",
          quantity: 2,
          // Friday and Saturday nights at 20% off: 2 × 49.80 a room.
          dates: { checkIn: "2026-12-04", checkOut: "2026-12-07" },
          party: { adults: 2, children: 0 },
        },
      ],
      details: { name: "Rahim Uddin", phone: "01711 000000", area: "", address: "" },
    });
    expect(requestRows(order, names)[0]?.[1]).toBe(
      "3 nights × $249, Weekend Escape: you save $199.20: $1,294.80",
    );
  });

  it("a stay or an order costs what the catalogue says, never what the browser kept", () => {
    // Written by an older version, or by hand: a price of a tenth of a cent and a total of it.
    const forged = toGuestRequest({
      ...request,
      stay: { ...request.stay, pricePerNight: 0.001, discount: 0, total: 0.001 },
    })!;
    const rows = requestRows(forged, names);
    expect(rows).toContainEqual(["Nights", "3 nights × $249"]);
    expect(rows).toContainEqual(["Total", "$647.40 (≈ ৳78,983)"]);
    const order = sampleOrderRequest();
    const forgedOrder = toGuestRequest({
      ...order,
      order: {
        ...order.order,
        items: order.order.items.map((line) => ({ ...line, price: 0.001 })),
        totals: { subtotal: 0.001, deliveryFee: 0, total: 0.001, hasFood: true },
      },
    })!;
    expect(requestMessage(forgedOrder, names).text).toContain("Total: $32.50 (≈ ৳3,965)");
    expect(requestMessage(forgedOrder, names).subject).toBe("Order SRH-8RDE9P: 3 items, $32.50");
  });

  it("a dish or room the hotel no longer lists is left out of the figures", () => {
    const order = sampleOrderRequest();
    const withGone = {
      ...order,
      order: {
        ...order.order,
        items: [
          ...order.order.items,
          { type: "food" as const, id: "gone-dish", name: "Gone", quantity: 3 },
        ],
      },
    };
    const text = requestMessage(withGone, names).text;
    expect(text).not.toContain("Gone");
    expect(text).toContain("Total: $32.50");
    const stay = sampleStayRequest({ room: "no-longer-listed" });
    const rows = requestRows(stay, names);
    expect(rows).toContainEqual(["Nights", "3 nights"]);
    expect(rows.map(([label]) => label)).not.toContain("Total");
  });
});

describe("a family's stay request", () => {
  // The tests' own policy and room: a cot under 2 at $5, an extra bed at $25, free under 12.
  const family: RequestCatalogue = {
    ...names,
    childrenRules: { freeUnderAge: 12, cotUnderAge: 2, cotNightly: 5, extraBedNightly: 25 },
    beds: { deluxe: { capacity: 2, adults: 2, extraBeds: 1, cots: 1 } },
  };
  const stay = sampleStayRequest({ adults: 2, children: 2, childAges: [1, 9] });

  it("names the children's ages, the extra bed and cot night by night, and adds them to the total", () => {
    const rows = Object.fromEntries(requestRows(stay, family));
    expect(rows.Guests).toBe("2 adults, 2 children (aged 1 and 9)");
    expect(rows["Extra beds and cots"]).toBe("1 extra bed and 1 cot: 3 nights × $30 = $90");
    const plain = Object.fromEntries(requestRows(stay, names));
    expect(plain["Extra beds and cots"]).toBeUndefined();
    // $647.40 for the room (as above) and $90 for the extra bed and the cot.
    expect(rows.Total).toMatch(/^\$737\.40 \(/);
    expect(requestMessage(stay, family).text).toContain(
      "\nGuests: 2 adults, 2 children (aged 1 and 9)\n",
    );
  });
});

describe("a stay request's extras", () => {
  // The tests' own extras: a transfer in one car, a trip at $12.50 a guest.
  const withExtras: RequestCatalogue = {
    ...names,
    extras: [
      {
        id: "transfer",
        name: "Airport transfer",
        needs: "flight",
        pricing: {
          unit: "vehicle",
          vehicles: [{ id: "car", name: "Car", seats: 3, bags: 3, price: 20 }],
        },
      },
      {
        id: "trip",
        name: "Jaflong day trip",
        needs: "day",
        pricing: { unit: "guest", price: 12.5 },
      },
    ],
  };
  const stay = sampleStayRequest({
    extras: [
      {
        id: "transfer",
        guests: 3,
        trip: "arrival",
        day: "2026-12-04",
        flight: "BG 601",
        time: "14:30",
        bags: 2,
      },
      { id: "trip", guests: 2, day: "2026-12-05" },
    ],
  });

  it("names the flight, the vehicle and the trip's day, prices each and adds them to the total", () => {
    const rows = requestRows(stay, withExtras).map(([label, value]) => `${label}: ${value}`);
    expect(rows).toContain(
      "Airport transfer: Pickup from the airport on arrival: flight BG 601, Fri, 4 Dec 2026, 2:30 PM; Car, for up to 3 guests and 3 suitcases: $20",
    );
    expect(rows.find((row) => row.startsWith("Jaflong day trip: "))).toMatch(
      /^Jaflong day trip: Sat,? 5 Dec 2026, 2 guests: \$25$/,
    );
    // $647.40 for the room (as above), $20 and $25 for the extras.
    expect(Object.fromEntries(requestRows(stay, withExtras)).Total).toMatch(/^\$692\.40 \(/);
    // A party the car does not take: no price yet, nothing added.
    const many = sampleStayRequest({ extras: [{ ...stay.stay.extras![0]!, guests: 5 }] });
    expect(Object.fromEntries(requestRows(many, withExtras))["Airport transfer"]).toMatch(
      /: price to be confirmed$/,
    );
  });
});

describe("a stay request of several rooms", () => {
  const family: RequestCatalogue = {
    ...names,
    rooms: { ...names.rooms, executive: "Executive Suite" },
    childrenRules: { freeUnderAge: 12, cotUnderAge: 2, cotNightly: 5, extraBedNightly: 25 },
    beds: {
      deluxe: { capacity: 2, adults: 2, extraBeds: 1, cots: 1 },
      executive: { capacity: 3, adults: 3, extraBeds: 1, cots: 1 },
    },
  };
  const stay = sampleStayRequest({
    adults: 2,
    children: 0,
    moreRooms: [{ room: "executive", adults: 2, children: 2, childAges: [4, 9] }],
  });

  it("lists every room with its party and price under one reference, and the total is their sum", () => {
    const rows = Object.fromEntries(requestRows(stay, family));
    expect(rows["Room 1"]).toBe("Deluxe Room");
    expect(rows["Room 2"]).toMatch(
      /^Executive Suite, 2 adults, 2 children \(aged 4 and 9\), 3 nights × \$389.*: \$[\d,.]+$/,
    );
    const alone = (request: typeof stay) => {
      const total = Object.fromEntries(requestRows(request, family)).Total ?? "";
      return Number(/^\$([\d,.]+)/.exec(total)?.[1]?.replace(",", ""));
    };
    const executive = sampleStayRequest({
      room: "executive",
      adults: 2,
      children: 2,
      childAges: [4, 9],
    });
    expect(alone(stay)).toBeCloseTo(
      alone(sampleStayRequest({ adults: 2, children: 0 })) + alone(executive),
      2,
    );
    const message = requestMessage(stay, family);
    expect(message.subject).toContain("Deluxe Room + Executive Suite");
    expect(message.text).toContain(
      "\nRoom 2: Executive Suite, 2 adults, 2 children (aged 4 and 9)",
    );
  });
});
