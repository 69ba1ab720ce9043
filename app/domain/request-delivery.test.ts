import { describe, expect, it } from "vitest";
import {
  deliveryPayload,
  encodePayload,
  enquiryPayload,
  formFieldNames,
  netlifyFormPage,
  outcomeOf,
  staffSummary,
} from "./request-delivery";
import { toDeliveryState } from "./delivery-state";
import type { DeliverySetting } from "./delivery-setting";
import {
  sampleHotelRequest,
  sampleOrderRequest,
  sampleStayRequest,
  sampleTableRequest,
} from "../../tests/fixtures/sample-request";

/** A party of three rooms, with children's ages and two extras. */
const party = {
  children: 2,
  childAges: [4, 9],
  moreRooms: [
    { room: "executive", adults: 2, children: 1, childAges: [0] },
    { room: "deluxe", adults: 1, children: 0 },
  ],
  extras: [
    {
      id: "airport-transfer",
      trip: "arrival",
      flight: "BG 601",
      day: "2026-12-04",
      time: "14:30",
      guests: 7,
      bags: 4,
    },
    { id: "jaflong-trip", day: "2026-12-05", guests: 6 },
  ],
} as const satisfies Parameters<typeof sampleStayRequest>[0];

const off: DeliverySetting = { to: "", format: "json", kinds: ["stays", "tables", "orders"] };
const formspree: DeliverySetting = { ...off, to: "https://formspree.io/f/abcd" };
const netlify: DeliverySetting = { ...off, to: "netlify", format: "form" };

describe("what an answer means", () => {
  it("counts only a 2xx as received", () => {
    expect(outcomeOf(200)).toBe("sent");
    expect(outcomeOf(204)).toBe("sent");
    expect(outcomeOf(302)).toBe("refused");
  });

  it("tries again after a dropped connection, a timeout, 408, 429 or a 5xx", () => {
    for (const answer of ["network", 408, 429, 500, 502, 503, 504] as const)
      expect(outcomeOf(answer), String(answer)).toBe("waiting");
  });

  it("gives up on any other 4xx: the address refused this request", () => {
    for (const answer of [400, 401, 403, 404, 413, 422]) expect(outcomeOf(answer)).toBe("refused");
  });
});

describe("what is sent", () => {
  it("carries the reference, the kind, the language, every field and both summaries", () => {
    const request = sampleStayRequest({ plan: "nonRefundable" });
    const payload = deliveryPayload(request, "bn", "বার্তা");
    expect(payload).toMatchObject({
      reference: "SRH-7K3P9Q",
      kind: "stay",
      language: "bn",
      createdAt: request.createdAt,
      guestSummary: "বার্তা",
    });
    expect(payload.fields).toMatchObject({
      room: request.stay.room,
      checkIn: request.stay.checkIn,
      checkOut: request.stay.checkOut,
      adults: String(request.stay.adults),
      email: request.stay.email,
      phone: request.stay.phone,
      plan: "nonRefundable",
    });
    expect(payload.summary.split("\n")[0]).toBe("Stay request SRH-7K3P9Q");
    expect(payload.summary).toContain(`checkIn: ${request.stay.checkIn}`);
  });

  it("counts a stay's nights from its dates", () => {
    const request = sampleStayRequest({ checkIn: "2026-12-30", checkOut: "2027-01-02" });
    expect(deliveryPayload(request, "en", "").fields.nights).toBe("3");
  });

  it("sends a stay from the cart with its one full name and its number of rooms", () => {
    const fields = (stay: Parameters<typeof sampleStayRequest>[0]) =>
      deliveryPayload(sampleStayRequest(stay), "en", "").fields;
    expect(fields({ firstName: "Nadia Rahman", lastName: "", rooms: 2 })).toMatchObject({
      name: "Nadia Rahman",
      rooms: "2",
    });
    // One room is said by no number; a first and last name are joined by one space.
    expect(fields({})).not.toHaveProperty("rooms");
    expect(fields({}).name).toBe("Nusrat Chowdhury");
  });

  it("sends each further room with its party, the children's ages and each extra, as a program reads them", () => {
    expect(deliveryPayload(sampleStayRequest(party), "en", "").fields).toMatchObject({
      childAges: "4,9",
      moreRooms: "executive adults=2 children=1 ages=0; deluxe adults=1 children=0",
      extras:
        "airport-transfer arrival BG 601 2026-12-04 14:30 guests=7 bags=4; jaflong-trip 2026-12-05 guests=6",
    });
    expect(deliveryPayload(sampleStayRequest(), "en", "").fields).not.toHaveProperty("moreRooms");
  });

  it("gives every kind of request a summary in English for the staff", () => {
    expect(staffSummary(sampleHotelRequest())).toMatch(/^Room request SRH-/);
    expect(staffSummary(sampleTableRequest())).toMatch(/^Table request SRH-[\s\S]*time: /);
    const order = staffSummary(sampleOrderRequest());
    expect(order).toMatch(/^Order SRH-[\s\S]*items: \d+ × /);
  });

  it("encodes JSON for a JSON address and a flat form otherwise", () => {
    const payload = deliveryPayload(sampleTableRequest(), "en", "Hello");
    const json = encodePayload(payload, formspree);
    expect(json.type).toBe("application/json");
    expect(JSON.parse(json.body)).toEqual(payload);

    const form = encodePayload(payload, { ...formspree, format: "form" });
    expect(form.type).toBe("application/x-www-form-urlencoded");
    const fields = new URLSearchParams(form.body);
    expect(fields.get("reference")).toBe(payload.reference);
    expect(fields.get("fields.venue")).toBe(payload.fields.venue);
    expect(fields.get("guestSummary")).toBe("Hello");
    expect(fields.has("form-name")).toBe(false);
  });

  it("names Netlify's form in a form post to the site itself", () => {
    const payload = deliveryPayload(sampleStayRequest(), "en", "Hello");
    const fields = new URLSearchParams(encodePayload(payload, netlify).body);
    expect(fields.get("form-name")).toBe("requests");
  });

  it("sends a contact-page message as an enquiry under its reference, leaving out empty fields", () => {
    const enquiry = {
      name: "Rahim",
      email: "rahim@example.com",
      phone: "",
      subject: "general",
      message: "Do you have a cot?",
    };
    const payload = enquiryPayload("SRH-ENQ2RY", "2026-11-27T10:42:00.000Z", "en", enquiry);
    expect(payload).toMatchObject({ reference: "SRH-ENQ2RY", kind: "enquiry", language: "en" });
    expect(payload.fields).toEqual({
      name: "Rahim",
      email: "rahim@example.com",
      subject: "general",
      message: "Do you have a cot?",
    });
    expect(payload.summary.split("\n")[0]).toBe("Enquiry SRH-ENQ2RY");
    expect(payload.guestSummary).toBe("Do you have a cot?");
    for (const name of new URLSearchParams(encodePayload(payload, netlify).body).keys())
      expect(formFieldNames).toContain(name);
  });

  it("declares every field a form post carries, for Netlify's collection", () => {
    const requests = [
      sampleStayRequest({ offer: "weekend-escape", specialRequests: "A quiet room" }),
      sampleStayRequest(party),
      sampleHotelRequest(),
      sampleTableRequest({ requests: "A window table" }),
      sampleOrderRequest(),
    ];
    for (const request of requests) {
      const body = encodePayload(deliveryPayload(request, "en", "Hello"), netlify).body;
      for (const name of new URLSearchParams(body).keys())
        expect(formFieldNames, `${request.kind}: ${name}`).toContain(name);
    }
  });
});

describe("a delivery state read back from storage", () => {
  it("keeps each well-formed state", () => {
    const states = [
      { state: "sent", at: "2026-11-27T10:42:00.000Z" },
      { state: "waiting", since: "2026-11-27T10:42:00.000Z" },
      { state: "refused", at: "2026-11-27T10:42:00.000Z", status: 422 },
    ];
    for (const state of states) expect(toDeliveryState(state)).toEqual(state);
  });

  it("drops anything else", () => {
    for (const value of [
      null,
      "sent",
      { state: "sent" },
      { state: "sent", at: "yesterday" },
      { state: "refused", at: "2026-11-27T10:42:00.000Z", status: "422" },
      { state: "delivered", at: "2026-11-27T10:42:00.000Z" },
    ])
      expect(toDeliveryState(value), JSON.stringify(value)).toBeUndefined();
  });
});

describe("the form Netlify's collection reads from the deploy", () => {
  it("declares the requests form with every field a request can carry", () => {
    const page = netlifyFormPage();
    expect(page).toContain('<form name="requests" method="post" data-netlify="true" hidden>');
    for (const name of formFieldNames.filter((field) => field !== "form-name"))
      expect(page).toContain(`<input type="hidden" name="${name}">`);
  });
});
