import { afterEach, describe, expect, it, vi } from "vitest";
import { chat } from "~/content/chat";
import { contentModules, type ContentModuleName } from "~/content/collections";
import { localize, readCollection, type RawEntry } from "~/content/files.server";
import { hours, policies } from "~/content/policies";
import { rooms } from "~/content/rooms";
import { site, siteText } from "~/content/site";
import { joinList, replyTo, whatsappHref } from "./chat-answers";

const none = () => {
  throw new Error("a fitting message needs no random number");
};

describe("replyTo (English)", () => {
  it("answers room prices with every room's name, price and guests", () => {
    const { kind, text } = replyTo("How much is a room?", { random: none });
    expect(kind).toBe("prices");
    for (const room of rooms)
      expect(text).toContain(`${room.name} $${room.pricePerNight}, up to ${room.capacity} guests`);
  });

  it("answers opening hours with the hours asked about", () => {
    const { text } = replyTo("restaurant open?", { random: none });
    const fineDining = hours.find((entry) => entry.id === "fineDining")!;
    expect(text).toContain(`${fineDining.days}, ${fineDining.time}`);
    expect(text).not.toContain("Front desk");
    expect(replyTo("opening hours?", { random: none }).text).toContain("Front desk");
  });

  it("answers the policies with the cancellation hours, children's age and times", () => {
    const { text } = replyTo("What is your cancellation policy?", { random: none });
    expect(text).toContain(`${policies.freeCancellationHours} hours before check-in`);
    expect(text).toContain(`under ${policies.childrenFreeUnderAge}`);
    expect(text).toContain(policies.checkIn);
  });

  it("answers delivery with the areas and directions with the address and phone", () => {
    expect(replyTo("do you deliver?", { random: none }).text).toContain("Zindabazar");
    const { text } = replyTo("how do I get there", { random: none });
    expect(text).toContain(siteText.address.street);
    expect(text).toContain(site.phone);
  });

  it("names the offers running on the day, and only those", () => {
    const march = replyTo("any discount?", { random: none, today: "2027-03-20" }).text;
    expect(march).toContain("Weekend Escape (20% off)");
    expect(march).toContain("Summer Holiday");
    const may = replyTo("any discount?", { random: none, today: "2027-05-01" }).text;
    expect(may).not.toContain("Weekend Escape");
    expect(may).toContain("Summer Holiday");
    expect(replyTo("any discount?", { random: none, today: "2020-01-01" }).text).toBe(
      chat.answers.noOffers,
    );
  });

  it("gives the canned reply of its kind, and one at random when nothing fits", () => {
    expect(replyTo("halal food?", { random: none }).text).toBe(chat.replies[5]);
    expect(replyTo("Tell me a joke", { random: () => 0.5 })).toEqual({
      kind: "random",
      text: chat.replies[3],
    });
  });

  it("answers a room for a party with the rooms that hold it, cheapest first, and says the team confirms", () => {
    const { kind, text } = replyTo("room for 4 adults on 3 December?", { random: none });
    expect(kind).toBe("availability");
    const fitting = rooms
      .filter((room) => room.capacity >= 4)
      .sort((a, b) => a.pricePerNight - b.pricePerNight);
    expect(fitting.length).toBeGreaterThan(0);
    expect(text).toContain(
      `For 4 guests: ${joinList(fitting.map((room) => `${room.name} at $${room.pricePerNight}`))} a night.`,
    );
    for (const room of rooms.filter((room) => room.capacity < 4))
      expect(text).not.toContain(room.name);
    expect(text).toContain("confirm");
    // Without a party, the spec's reply asks for the dates and room type.
    expect(replyTo("is a room available on 3 December?", { random: none }).text).toBe(
      chat.replies[4],
    );
  });

  it("says so when no one room holds the party, and names the largest", () => {
    const largest = Math.max(...rooms.map((room) => room.capacity));
    const { text } = replyTo(`rooms for ${largest + 3} people`, { random: none });
    expect(text).toContain(
      `No single room holds ${largest + 3} guests; our largest takes ${largest}.`,
    );
    expect(text).toContain("WhatsApp");
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
  "chat-delivery",
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

  it("answers in Bengali with Bengali digits", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    // The Bengali build points ~/locale at the Bengali tree; tests run with the English one.
    vi.doMock("~/locale/chat", () => import("../../locales/bn/chat"));
    vi.doMock("~/locale/site", () => import("../../locales/bn/site"));
    for (const name of bengaliContent)
      vi.doMock(`virtual:content/${name}`, () => ({ default: bengaliModule(name) }));
    const { replyTo: bnReplyTo } = await import("./chat-answers");
    const prices = bnReplyTo("রুমের ভাড়া কত টাকা?", { random: none });
    expect(prices.kind).toBe("prices");
    expect(prices.text).toContain("এক রাতের ভাড়া");
    expect(prices.text).toMatch(/[০-৯]+\$/);
    expect(prices.text).not.toMatch(/[0-9]/);
    const policiesText = bnReplyTo("বাতিল করলে কী হবে?", { random: none }).text;
    expect(policiesText).toContain("২৪ ঘণ্টা");
    expect(bnReplyTo("ডেলিভারি কোথায়?", { random: none }).text).toContain("সুবিদবাজার ও টিলাগড়");
    const party = bnReplyTo("৩ ডিসেম্বর ৪ জনের জন্য রুম খালি আছে?", { random: none });
    expect(party.kind).toBe("availability");
    expect(party.text).toContain("৪ জন অতিথির জন্য");
    expect(party.text).not.toMatch(/[0-9]/);
  });
});
