import { afterEach, describe, expect, it, vi } from "vitest";
import { chat, chatDelivery, chatServices } from "~/content/runtime/chat";
import { contentModules, type ContentModuleName } from "~/content/schemas/collections";
import { localize, readCollection, type RawEntry } from "~/content/server/files.server";
import { hours, policies } from "~/content/runtime/policies";
import { ratesOf } from "~/content/runtime/room-rates";
import { rooms } from "~/content/runtime/rooms";
import { fromRate } from "~/domain/rates";
import { deskPhoneShown, site, siteText } from "~/content/runtime/site";
import { joinList, replyTo, whatsappHref } from "./chat-answers";

declare const __BUILD_DAY__: string;

const { replies } = chat;
/** A room's from-price, by the domain's rule, on the day the content modules were made for. */
const fromPriceOf = (room: { id: string; pricePerNight: number }) =>
  fromRate(ratesOf(room), __BUILD_DAY__);

describe("replyTo (English)", () => {
  it("answers room prices with every room's name, from-price on the build's day and guests", () => {
    const { kind, text } = replyTo("How much is a room?");
    expect(kind).toBe("prices");
    for (const room of rooms)
      expect(text).toContain(`${room.name} $${fromPriceOf(room)}, up to ${room.capacity} guests`);
  });

  it("answers opening hours with the hours asked about", () => {
    const { text } = replyTo("restaurant open?");
    const fineDining = hours.find((entry) => entry.id === "fineDining")!;
    expect(text).toContain(`${fineDining.days}, ${fineDining.time}`);
    expect(text).not.toContain("Front desk");
    expect(replyTo("opening hours?").text).toContain("Front desk");
  });

  it("answers breakfast and room service with their own hours, and only those", () => {
    const breakfast = replyTo("What time is breakfast?");
    expect(breakfast.kind).toBe("breakfast");
    for (const id of ["breakfastWeekdays", "breakfastWeekends"]) {
      const entry = hours.find((item) => item.id === id)!;
      expect(breakfast.text).toContain(`${entry.days}, ${entry.time}`);
    }
    expect(breakfast.text).toContain("included");
    const roomService = hours.find((entry) => entry.id === "roomService")!;
    const { kind, text } = replyTo("room service hours");
    expect(kind).toBe("roomService");
    expect(text).toBe(`Room service: ${roomService.days}, ${roomService.time}.`);
  });

  it("answers the policies and cancelling with the policies' figures", () => {
    const policiesText = replyTo("Do kids stay free?").text;
    expect(policiesText).toContain(`under ${policies.childrenFreeUnderAge}`);
    expect(policiesText).toContain(policies.checkIn);
    const { kind, text } = replyTo("What is your cancellation policy?");
    expect(kind).toBe("cancellation");
    expect(text).toContain(`${policies.freeCancellationHours} hours before check-in`);
    expect(text).toContain(policies.lateCancellationCharge);
    expect(replyTo("What time is check-in?").text).toBe(
      `Check-in is from ${policies.checkIn} and check-out is by ${policies.checkOut}. Early check-in is subject to availability.`,
    );
  });

  it("answers a guest who wants to cancel by both rate plans, and says how to cancel (issue 49)", () => {
    const { kind, text } = replyTo("I want to cancel my booking");
    expect(kind).toBe("cancellation");
    // Never the flexible terms alone to a guest who may have booked the non-refundable rate.
    expect(text).toMatch(/flexible rate.*non-refundable rate is not refunded/);
    expect(text).toContain("send us its reference on WhatsApp or call");
  });

  it("says it does not know the gym's hours, and hands over", () => {
    const { kind, text } = replyTo("Do you have a gym?");
    expect(kind).toBe("amenities");
    expect(text).toMatch(/hours, ask our team on WhatsApp or call/);
  });

  it("answers pets as the policies say", () => {
    expect(replyTo("Are pets allowed?").text).toBe(
      policies.pets ? replies.pets.allowed : replies.pets.notAllowed,
    );
  });

  it("answers delivery with the areas and directions with the address and phone", () => {
    expect(replyTo("do you deliver?").text).toContain("Zindabazar");
    const { text } = replyTo("how do I get there");
    expect(text).toContain(siteText.address.street);
    expect(text).toContain(deskPhoneShown);
  });

  it("states parking, halal food and the ways to pay from the facts, written once", () => {
    expect(replyTo("Is there parking?").text).toContain(chatServices.parking);
    expect(chatServices.parking).toContain("valet");
    const halal = replyTo("Is the food halal?").text;
    expect(halal.startsWith(chatServices.halal)).toBe(true);
    expect(halal).toContain("All the food we serve is halal.");
    const payment = replyTo("Can I pay with bKash?").text;
    expect(payment).toContain(joinList(chatDelivery.payments));
    for (const way of ["bKash", "Nagad", "Rocket", "Cash on delivery", "Credit/debit cards"])
      expect(payment).toContain(way);
    // The dietary reply says the food is halal too, from the same fact.
    expect(replyTo("vegan options?").text).toContain(chatServices.halal);
  });

  it("names the rooms and the offers running today that include an airport transfer", () => {
    const during = replyTo("airport pickup?", { today: "2027-01-10" });
    expect(during.kind).toBe("airport");
    expect(during.text).toBe(
      "Osmani International Airport is 8 km from the hotel, about 20 minutes by car. A transfer from it is included with the Presidential Suite and the Extended Stay offer. For any other stay, ask our reservations team what they can arrange: message them on WhatsApp or call with the links below.",
    );
    // After the Extended Stay offer ends, only the suite.
    const after = replyTo("airport pickup?", { today: "2027-07-01" }).text;
    expect(after).toContain("included with the Presidential Suite.");
    expect(after).not.toContain("Extended Stay");
  });

  it("names the offers running on the day, and only those", () => {
    const march = replyTo("any discount?", { today: "2027-03-20" }).text;
    expect(march).toContain("Weekend Escape (20% off)");
    expect(march).toContain("Summer Holiday");
    const may = replyTo("any discount?", { today: "2027-05-01" }).text;
    expect(may).not.toContain("Weekend Escape");
    expect(may).toContain("Summer Holiday");
    expect(replyTo("any discount?", { today: "2020-01-01" }).text).toBe(replies.offers.none);
  });

  it("gives a reply's own words, and the handover's when nothing fits", () => {
    expect(replyTo("Do you have vegan options?").kind).toBe("dietary");
    expect(replyTo("hello")).toEqual({ kind: "greeting", text: replies.greeting.text });
    expect(replyTo("Tell me a joke")).toEqual({ kind: "handover", text: replies.handover.text });
    expect(replies.handover.text).toContain("reservations team");
    expect(replies.handover.text).toContain("WhatsApp");
  });

  it("answers a room for a party with the rooms that hold it, cheapest first, and says the team confirms", () => {
    const { kind, text } = replyTo("room for 4 adults on 3 December?");
    expect(kind).toBe("availability");
    const fitting = rooms
      .filter((room) => room.capacity >= 4)
      .sort((a, b) => fromPriceOf(a) - fromPriceOf(b));
    expect(fitting.length).toBeGreaterThan(0);
    expect(text).toContain(
      `For 4 guests: ${joinList(fitting.map((room) => `${room.name} at $${fromPriceOf(room)}`))} a night.`,
    );
    for (const room of rooms.filter((room) => room.capacity < 4))
      expect(text).not.toContain(room.name);
    expect(text).toContain("confirm");
    // Without a party, the spec's reply asks for the dates and room type.
    expect(replyTo("is a room available on 3 December?").text).toBe(replies.availability.text);
  });

  it("says so when no one room holds the party, and names the largest", () => {
    const largest = Math.max(...rooms.map((room) => room.capacity));
    const { text } = replyTo(`rooms for ${largest + 3} people`);
    expect(text).toContain(
      `No single room holds ${largest + 3} guests; our largest takes ${largest}.`,
    );
    expect(text).toContain("WhatsApp");
  });

  it("leaves no placeholder unfilled in any reply", () => {
    for (const question of [
      "hi",
      "talk to a human",
      "check in?",
      "breakfast?",
      "room service?",
      "opening hours",
      "parking?",
      "airport?",
      "bkash?",
      "halal?",
      "vegan?",
      "pool?",
      "wifi?",
      "refund?",
      "pets?",
      "kids?",
      "delivery?",
      "address?",
      "offers?",
      "price?",
      "any room for 2 adults?",
      "book?",
    ])
      expect(replyTo(question).text).not.toMatch(/[{}]/);
  });

  it("joins lists as a sentence does and links WhatsApp to the phone's digits", () => {
    expect(joinList(["A"])).toBe("A");
    expect(joinList(["A", "B", "C"])).toBe("A, B and C");
    expect(whatsappHref).toBe(`https://wa.me/${site.phone.replace(/\D/g, "")}`);
  });
});

/** A content module as the Bengali build makes it of the content files. */
function bengaliModule(name: ContentModuleName) {
  const module = contentModules[name];
  const entries = readCollection(module.collection).entries as RawEntry[];
  return entries
    .map((entry) => localize(module.collection, entry, "bn"))
    .sort((a, b) => a.order - b.order)
    .map((entry) => module.pick(entry as never));
}

const bengaliContent = [
  "chat",
  "chat-offers",
  "chat-rooms",
  "chat-delivery",
  "services",
  "policies",
  "rooms",
  "site",
] as const;

describe("replyTo (Bengali)", () => {
  afterEach(() => {
    for (const name of bengaliContent) vi.doUnmock(`virtual:content/${name}`);
    vi.doUnmock("~/locale/chat");
    vi.doUnmock("~/locale/site");
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The chat's answers as the Bengali build makes them. */
  async function bengaliChat() {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    // The Bengali build points ~/locale at the Bengali tree; tests run with the English one.
    vi.doMock("~/locale/chat", () => import("../../locales/bn/chat"));
    vi.doMock("~/locale/site", () => import("../../locales/bn/site"));
    for (const name of bengaliContent)
      vi.doMock(`virtual:content/${name}`, () => ({ default: bengaliModule(name) }));
    return import("./chat-answers");
  }

  it("answers in Bengali with Bengali digits", async () => {
    const { replyTo: bnReplyTo } = await bengaliChat();
    const prices = bnReplyTo("রুমের ভাড়া কত টাকা?");
    expect(prices.kind).toBe("prices");
    expect(prices.text).toContain("এক রাতের ভাড়া");
    expect(prices.text).toMatch(/\$[০-৯]+/);
    expect(prices.text).not.toMatch(/[0-9]/);
    const cancelling = bnReplyTo("বাতিল করলে কী হবে?").text;
    expect(cancelling).toContain("২৪ ঘণ্টা");
    expect(bnReplyTo("ডেলিভারি কোথায়?").text).toContain("সুবিদবাজার ও টিলাগড়");
    const party = bnReplyTo("৩ ডিসেম্বর ৪ জনের জন্য রুম খালি আছে?");
    expect(party.kind).toBe("availability");
    expect(party.text).toContain("৪ জন অতিথির জন্য");
    expect(party.text).not.toMatch(/[0-9]/);
    // The phone in a reply is written in Bengali digits too (it is dialled from the link), on
    // one line.
    expect(bnReplyTo("পার্কিং আছে?").text).toContain("+৮৮০\u00a0১৭১১\u00a0২৩৪৫৬৭");
  });

  it("states the facts in Bengali, and ends its sentences with a দাঁড়ি", async () => {
    const { replyTo: bnReplyTo } = await bengaliChat();
    expect(bnReplyTo("হালাল খাবার?").text).toContain("সবই হালাল।");
    expect(bnReplyTo("পার্কিং আছে?").text).toContain("ভ্যালে পার্কিং");
    expect(bnReplyTo("বিকাশে পেমেন্ট করা যাবে?").text).toContain("বিকাশ, নগদ ও রকেট");
    expect(bnReplyTo("এয়ারপোর্ট থেকে পিকআপ আছে?", { today: "2027-01-10" }).text).toContain(
      "ওসমানী আন্তর্জাতিক বিমানবন্দর হোটেল থেকে ৮ কিলোমিটার দূরে, গাড়িতে প্রায় ২০ মিনিট। সেখান থেকে ট্রান্সফার যেগুলোর সঙ্গে ধরা আছে: প্রেসিডেনশিয়াল স্যুট ও দীর্ঘ অবস্থান অফার।",
    );
    const breakfast = bnReplyTo("নাস্তা কখন");
    expect(breakfast.kind).toBe("breakfast");
    expect(breakfast.text).toContain("সকাল");
    for (const question of ["নাস্তা কখন", "পার্কিং আছে?", "বিকাশ?", "হালাল?", "কিছু একটা"])
      expect(bnReplyTo(question).text).toMatch(/।$/);
  });

  it("reads English and Banglish on the Bengali pages, and answers in Bengali", async () => {
    const { replyTo: bnReplyTo } = await bengaliChat();
    const parking = bnReplyTo("parking ase?");
    expect(parking.kind).toBe("parking");
    expect(parking.text).toContain("ভ্যালে পার্কিং");
    expect(bnReplyTo("bkash e payment kora jabe?").kind).toBe("payment");
    expect(bnReplyTo("Is the food halal?").text).toContain("সবই হালাল।");
  });
});
