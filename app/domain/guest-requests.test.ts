import { describe, expect, it } from "vitest";
import {
  parseStoredRequests,
  serializeRequests,
  toGuestRequest,
  withoutRequest,
  withRequest,
  withStatus,
  withCancellation,
  changedBy,
  roomsOfStay,
  type GuestRequest,
} from "./guest-requests";
import { referenceAlphabet } from "./reference";
import { MAX_REQUESTS } from "./request-count";
import {
  sampleHotelRequest,
  sampleOrderRequest,
  sampleStayRequest,
  sampleTableRequest,
} from "../../tests/fixtures/sample-request";

const request = (ref = "SRH-7K3P9Q") => sampleStayRequest({}, ref);

/** A distinct valid code for each number. */
const code = (n: number) =>
  [...String(n).padStart(6, "0")].map((digit) => referenceAlphabet[Number(digit)]).join("");

describe("stored requests", () => {
  it("read back what was written", () => {
    const requests = [request(), request("SRH-222222")];
    expect(parseStoredRequests(serializeRequests(requests))).toEqual(requests);
  });

  it("give none for nothing, broken JSON or another shape", () => {
    for (const raw of [null, "", "{", "[]", '{"version":2,"requests":[]}', '{"version":1}'])
      expect(parseStoredRequests(raw)).toEqual([]);
  });

  it("drop an entry with a forged or implausible field and keep the rest", () => {
    const good = request("SRH-222222");
    const bad = [
      { ...request(), ref: "<img src=x>" },
      { ...request(), status: "confirmed" },
      { ...request(), kind: "spa" },
      { ...request(), createdAt: "yesterday" },
      { ...request(), stay: { ...request().stay, checkOut: "2026-12-04" } },
      { ...request(), stay: { ...request().stay, checkIn: "2026-02-31x" } },
      { ...request(), stay: { ...request().stay, adults: 0 } },
      { ...request(), stay: { ...request().stay, offer: "" } },
      { ...request(), stay: { ...request().stay, plan: "flexible" } },
      { ...request(), stay: { ...request().stay, plan: "free" } },
      { ...request(), stay: { ...request().stay, firstName: "x".repeat(10_000) } },
      { ...request(), stay: { ...request().stay, payment: "card-number" } },
      { ...request(), stay: null },
    ];
    for (const entry of bad) expect(toGuestRequest(entry)).toBeNull();
    const raw = JSON.stringify({ version: 1, requests: [...bad, good, good] });
    expect(parseStoredRequests(raw)).toEqual([good]);
  });

  it("read back every kind: a stay, a hotel request, a table and an order", () => {
    const requests = [
      sampleStayRequest(),
      sampleHotelRequest(),
      sampleTableRequest(),
      sampleOrderRequest(),
    ];
    expect(parseStoredRequests(serializeRequests(requests))).toEqual(requests);
  });

  it("drop a hotel request, table or order with a forged or implausible field", () => {
    const hotel = sampleHotelRequest();
    const table = sampleTableRequest();
    const order = sampleOrderRequest();
    const [dish] = order.order.items;
    const bad = [
      { ...hotel, hotel: { ...hotel.hotel, checkOut: hotel.hotel.checkIn } },
      { ...hotel, hotel: { ...hotel.hotel, guests: "5+" } },
      { ...hotel, hotel: { ...hotel.hotel, name: "x".repeat(10_000) } },
      { ...hotel, kind: "table" },
      { ...table, table: { ...table.table, time: "25:00" } },
      { ...table, table: { ...table.table, date: "tomorrow" } },
      { ...table, table: { ...table.table, requests: "x".repeat(1001) } },
      { ...order, order: { ...order.order, items: [] } },
      { ...order, order: { ...order.order, items: [{ ...dish, quantity: 0 }] } },
      { ...order, order: { ...order.order, items: [{ ...dish, id: "" }] } },
      // A dish has no dates; a room must have them, in order.
      {
        ...order,
        order: {
          ...order.order,
          items: [{ ...dish, dates: { checkIn: "2026-12-01", checkOut: "2026-12-02" } }],
        },
      },
      { ...order, order: { ...order.order, items: [{ ...dish, type: "room" }] } },
      {
        ...order,
        order: {
          ...order.order,
          items: [
            { ...dish, type: "room", dates: { checkIn: "2026-12-02", checkOut: "2026-12-01" } },
          ],
        },
      },
      // A dish has no party; a room's party is one the booking form could make.
      {
        ...order,
        order: { ...order.order, items: [{ ...dish, party: { adults: 1, children: 0 } }] },
      },
      {
        ...order,
        order: {
          ...order.order,
          items: [
            {
              ...dish,
              type: "room",
              dates: { checkIn: "2026-12-01", checkOut: "2026-12-02" },
              party: { adults: 9, children: 0 },
            },
          ],
        },
      },
      { ...order, order: { ...order.order, items: [{ ...dish, quantity: 0 }] } },
      { ...order, order: { ...order.order, details: { ...order.order.details, phone: "" } } },
    ];
    for (const entry of bad) expect(toGuestRequest(entry)).toBeNull();
  });

  it("read back a room's party in an order, and a room ordered before the cart asked for one", () => {
    const order = sampleOrderRequest();
    const room = {
      type: "room" as const,
      id: "deluxe",
      name: "Deluxe Room",
      quantity: 1,
      dates: { checkIn: "2026-12-01", checkOut: "2026-12-03" },
    };
    const withRooms = {
      ...order,
      order: { ...order.order, items: [room, { ...room, party: { adults: 1, children: 1 } }] },
    };
    expect(toGuestRequest(withRooms)).toEqual(withRooms);
  });

  it("keep what the guest chose and no price: a price or total an older entry carries is not read", () => {
    const order = sampleOrderRequest();
    const room = {
      type: "room" as const,
      id: "deluxe",
      name: "Deluxe Room",
      quantity: 1,
      dates: { checkIn: "2026-12-04", checkOut: "2026-12-07" },
    };
    const chosen = { ...order, order: { ...order.order, items: [room] } };
    const older = {
      ...order,
      order: {
        ...order.order,
        items: [{ ...room, price: 0.001, offer: { id: "weekend-escape", discount: 99.6 } }],
        totals: { subtotal: 0.001, deliveryFee: 0, total: 0.001, hasFood: false },
      },
    };
    expect(toGuestRequest(older)).toEqual(chosen);
    const stay = sampleStayRequest();
    expect(
      toGuestRequest({ ...stay, stay: { ...stay.stay, pricePerNight: 0.001, total: 0.001 } }),
    ).toEqual(stay);
  });

  it("keep no more than the newest MAX_REQUESTS", () => {
    let requests: GuestRequest[] = [];
    for (let i = 0; i < MAX_REQUESTS + 5; i++)
      requests = withRequest(requests, request(`SRH-${code(i)}`));
    expect(requests).toHaveLength(MAX_REQUESTS);
  });
});

describe("changes", () => {
  it("put a new request first, mark one sent and delete one", () => {
    const first = request("SRH-222222");
    const second = request();
    let requests = withRequest(withRequest([], first), second);
    expect(requests.map((r) => r.ref)).toEqual(["SRH-7K3P9Q", "SRH-222222"]);
    requests = withStatus(requests, "SRH-222222", "whatsapp");
    expect(requests.map((r) => r.status)).toEqual(["unsent", "whatsapp"]);
    expect(withoutRequest(requests, "SRH-7K3P9Q").map((r) => r.ref)).toEqual(["SRH-222222"]);
  });
});

describe("reading a stored request back, field by field", () => {
  const stay = sampleStayRequest();
  const hotel = sampleHotelRequest();
  const table = sampleTableRequest();
  const order = sampleOrderRequest();
  const [dish] = order.order.items;
  const withStay = (fields: Record<string, unknown>) => ({
    ...stay,
    stay: { ...stay.stay, ...fields },
  });
  const withHotel = (fields: Record<string, unknown>) => ({
    ...hotel,
    hotel: { ...hotel.hotel, ...fields },
  });
  const withTable = (fields: Record<string, unknown>) => ({
    ...table,
    table: { ...table.table, ...fields },
  });
  const withItems = (items: unknown[]) => ({ ...order, order: { ...order.order, items } });
  const withDelivery = (fields: Record<string, unknown>) => ({
    ...order,
    order: { ...order.order, details: { ...order.order.details, ...fields } },
  });

  it("keeps a stay booked without an offer exactly as it was, with no offer", () => {
    const withoutOffer = { ...stay.stay };
    delete withoutOffer.offer;
    const request = { ...stay, stay: withoutOffer };
    expect(toGuestRequest(request)).toStrictEqual(request);
  });

  it("keeps a stay from the cart: one full name, and several rooms alike (2 to 99)", () => {
    const fromCart = withStay({ firstName: "Nadia Rahman", lastName: "", rooms: 2 });
    expect(toGuestRequest(fromCart)).toStrictEqual(fromCart);
    expect(toGuestRequest(withStay({ rooms: 99 }))).not.toBeNull();
    // One room is said by no number at all; none, a hundred or a fraction is not a plausible stay.
    for (const rooms of [1, 0, 100, 2.5, "2"])
      expect(toGuestRequest(withStay({ rooms })), String(rooms)).toBeNull();
  });

  it("keeps the non-refundable rate a stay was booked on", () => {
    const request = { ...stay, stay: { ...stay.stay, plan: "nonRefundable" } };
    expect(toGuestRequest(request)).toStrictEqual(request);
  });

  it("takes text up to each field's length, and no name made only of spaces", () => {
    expect(toGuestRequest(withStay({ firstName: "x".repeat(100) }))).not.toBeNull();
    expect(toGuestRequest(withStay({ firstName: "x".repeat(101) }))).toBeNull();
    expect(toGuestRequest(withStay({ lastName: "   " }))).toBeNull();
    expect(toGuestRequest(withHotel({ name: " " }))).toBeNull();
  });

  it("drops a stay whose e-mail, phone or special requests do not check out", () => {
    expect(toGuestRequest(withStay({ email: `${"a".repeat(243)}@example.com` }))).toBeNull();
    expect(toGuestRequest(withStay({ phone: "" }))).toBeNull();
    expect(toGuestRequest(withStay({ specialRequests: "x".repeat(2001) }))).toBeNull();
  });

  it("drops anything but a plain YYYY-MM-DD day, and dates out of order", () => {
    for (const checkIn of ["2026-12", "+002026-12-04", ["2026-12-04"]])
      expect(toGuestRequest(withStay({ checkIn })), JSON.stringify(checkIn)).toBeNull();
    expect(toGuestRequest(withHotel({ checkIn: "" }))).toBeNull();
    expect(toGuestRequest(withHotel({ checkOut: "soon" }))).toBeNull();
  });

  it("drops a field of the wrong type: a number or a list where text belongs", () => {
    expect(toGuestRequest(withStay({ phone: 1711000000 }))).toBeNull();
    expect(toGuestRequest({ ...stay, ref: [stay.ref] })).toBeNull();
    expect(toGuestRequest({ ...stay, createdAt: [stay.createdAt] })).toBeNull();
    expect(toGuestRequest(withTable({ time: ["19:30"] }))).toBeNull();
  });

  it("drops a table at anything but an HH:MM time", () => {
    for (const time of ["119:30", "19:30pm", "7:30"])
      expect(toGuestRequest(withTable({ time })), time).toBeNull();
  });

  it("drops what is not a request at all", () => {
    for (const value of [null, "SRH-7K3P9Q", 42, []]) expect(toGuestRequest(value)).toBeNull();
  });

  it("keeps an order of up to 100 lines of up to 99 each, every line sound", () => {
    expect(toGuestRequest(withItems([{ ...dish, quantity: 99 }]))).not.toBeNull();
    expect(toGuestRequest(withItems([{ ...dish, quantity: 100 }]))).toBeNull();
    expect(toGuestRequest(withItems(Array(100).fill(dish)))).not.toBeNull();
    expect(toGuestRequest(withItems(Array(101).fill(dish)))).toBeNull();
    expect(toGuestRequest(withItems([dish, { ...dish, quantity: 0 }]))).toBeNull();
    expect(toGuestRequest(withItems([null]))).toBeNull();
  });

  it("drops an order whose delivery details do not check out", () => {
    expect(toGuestRequest({ ...order, order: { ...order.order, details: null } })).toBeNull();
    expect(toGuestRequest(withDelivery({ area: "x".repeat(101) }))).toBeNull();
    expect(toGuestRequest(withDelivery({ address: "x".repeat(301) }))).toBeNull();
  });
});

describe("the list kept", () => {
  it("writes no more than MAX_REQUESTS to storage", () => {
    const many = Array.from({ length: MAX_REQUESTS + 3 }, (_, i) => request(`SRH-${code(i)}`));
    expect(JSON.parse(serializeRequests(many)).requests).toHaveLength(MAX_REQUESTS);
  });

  it("holds a reference once: a request made again replaces the one kept, first", () => {
    const first = request("SRH-222222");
    const second = request();
    const again = { ...first, status: "email" as const };
    expect(withRequest([first, second], again)).toEqual([again, second]);
  });
});

describe("a stay's change and cancellation", () => {
  const cancel = { at: "2026-11-29T08:00:00.000Z", status: "unsent" } as const;

  it("read back with the request they belong to", () => {
    const changed = sampleStayRequest({ changes: "SRH-222222" }, "SRH-333333");
    const cancelled = withCancellation([request()], "SRH-7K3P9Q", {
      ...cancel,
      delivery: { state: "sent", at: "2026-11-29T08:00:05.000Z" },
    });
    const requests = [changed, ...cancelled];
    expect(parseStoredRequests(serializeRequests(requests))).toEqual(requests);
    expect(changedBy(requests, "SRH-222222")?.ref).toBe("SRH-333333");
    expect(changedBy(requests, "SRH-333333")).toBeUndefined();
  });

  it("drop a forged change, and ignore a forged cancellation or one on what is not a stay", () => {
    expect(toGuestRequest(sampleStayRequest({ changes: "<b>" }))).toBeNull();
    for (const forged of [{ ...cancel, at: "soon" }, { ...cancel, status: "maybe" }, "yes"])
      expect(toGuestRequest({ ...request(), cancel: forged })?.cancel).toBeUndefined();
    expect(toGuestRequest({ ...sampleTableRequest(), cancel })).not.toHaveProperty("cancel");
    expect(
      withCancellation([sampleTableRequest()], sampleTableRequest().ref, cancel)[0],
    ).not.toHaveProperty("cancel");
  });
});

describe("children's ages", () => {
  it("read back one age a child, each 0 to 17; anything else drops the entry", () => {
    const family = sampleStayRequest({ children: 2, childAges: [0, 17] });
    expect(toGuestRequest(family)).toEqual(family);
    for (const childAges of [[4], [4, 18], [4, -1], [4, 2.5], "4,9"])
      expect(toGuestRequest(sampleStayRequest({ children: 2, childAges } as never))).toBeNull();
  });
});

describe("several rooms", () => {
  it("read back each further room with its party; an odd one, or more than four rooms, drops the entry", () => {
    const family = { room: "executive", adults: 2, children: 2, childAges: [4, 9] };
    const two = sampleStayRequest({ moreRooms: [family] });
    expect(toGuestRequest(two)).toEqual(two);
    expect(roomsOfStay(two.stay).map((room) => room.room)).toEqual(["deluxe", "executive"]);
    for (const moreRooms of [
      [{ ...family, adults: 0 }],
      [{ ...family, childAges: [4] }],
      [{ ...family, room: "" }],
      [family, family, family, family],
      "executive",
    ])
      expect(toGuestRequest(sampleStayRequest({ moreRooms } as never))).toBeNull();
  });
});
