import { describe, expect, it } from "vitest";
import { localize, readCollection } from "../server/files.server";
import { entriesOf } from "../server/content.server";

const { entries, problems } = readCollection("offers");
const inLanguage = (locale: "en" | "bn") =>
  entries.map((entry) => localize("offers", entry, locale)).sort((a, b) => a.order - b.order);
const offers = entriesOf("offers");
const byId = (id: string) => {
  const offer = offers.find((entry) => entry.id === id);
  if (!offer) throw new Error(`no offer ${id}`);
  return offer;
};

describe("special offers (content/offers/)", () => {
  it("are six valid files, listed in their order", () => {
    expect(problems).toEqual([]);
    expect(offers.map((offer) => offer.id)).toEqual([
      "early-bird",
      "weekend-escape",
      "extended-stay",
      "summer-holiday",
      "dining-delight",
      "anniversary",
    ]);
  });

  it("keep the savings and rules the offers promise", () => {
    expect(byId("early-bird").discount).toBe("15% off");
    expect(byId("early-bird").features).toContain("Book at least 30 days ahead");
    expect(byId("early-bird").features).toContain("2-night minimum stay");
    expect(byId("weekend-escape").discount).toBe("20% off");
    expect(byId("extended-stay").discount).toBe("25% off");
    expect(byId("extended-stay").features).toContain("25% off stays of 5+ nights");
    expect(byId("summer-holiday").discount).toBe("$100 dining credit");
  });

  it("are current: each ends after the day of this check's year and none ended before 2026", () => {
    for (const offer of offers) expect(offer.validUntil >= "2026-11-01", offer.id).toBe(true);
  });

  it("marks exactly one offer as the most popular", () => {
    expect(offers.filter((offer) => offer.isPopular).map((offer) => offer.id)).toEqual([
      "weekend-escape",
    ]);
  });

  it("the Bengali build gets the Bengali words and the same facts", () => {
    const bn = inLanguage("bn");
    const en = inLanguage("en");
    expect(bn.map((o) => [o.id, o.validFrom, o.validUntil, o.image.id, o.isPopular])).toEqual(
      en.map((o) => [o.id, o.validFrom, o.validUntil, o.image.id, o.isPopular]),
    );
    expect(bn[0]?.title).toBe("আর্লি বার্ড অফার");
    expect(bn[0]?.discount).toBe("১৫% ছাড়");
    for (const offer of bn)
      expect(offer.features).toHaveLength(en.find((o) => o.id === offer.id)!.features.length);
  });
});
