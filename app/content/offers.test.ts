import { describe, expect, it, vi } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import { offersText as bnText } from "./bn/offers";
import { offersText as enText } from "./en/offers";
import { offers } from "./offers";
import { OfferSchema } from "./offers-schemas";

const byId = (id: string) => {
  const offer = offers.find((entry) => entry.id === id);
  if (!offer) throw new Error(`no offer ${id}`);
  return offer;
};

describe("special offers", () => {
  it("are the spec's six, each valid against the schema", () => {
    expect(offers).toHaveLength(6);
    for (const offer of offers) expect(() => OfferSchema.parse(offer)).not.toThrow();
    expect(new Set(offers.map((offer) => offer.id)).size).toBe(6);
  });

  it("Early Bird: 15% off, 30 days ahead, 2-night minimum", () => {
    const offer = byId("early-bird");
    expect(offer.discount).toBe("15% off");
    expect(offer.features).toContain("Book at least 30 days ahead");
    expect(offer.features).toContain("2-night minimum stay");
  });

  it("Weekend Escape: 20% off", () => {
    expect(byId("weekend-escape").discount).toBe("20% off");
  });

  it("Extended Stay: 25% off for 5+ nights", () => {
    const offer = byId("extended-stay");
    expect(offer.discount).toBe("25% off");
    expect(offer.features).toContain("25% off stays of 5+ nights");
  });

  it("Summer Holiday: $100 dining credit until September 30, 2025", () => {
    const offer = byId("summer-holiday");
    expect(offer.discount).toBe("$100 dining credit");
    expect(offer.validUntil).toBe("2025-09-30");
  });

  it("Dining Delight and Anniversary: valid until December 31, 2025", () => {
    expect(byId("dining-delight").validUntil).toBe("2025-12-31");
    expect(byId("anniversary").validUntil).toBe("2025-12-31");
  });

  it("marks exactly one offer as the most popular", () => {
    const popular = offers.filter((offer) => "isPopular" in offer && offer.isPopular);
    expect(popular.map((offer) => offer.id)).toEqual(["weekend-escape"]);
  });
});

describe("Bengali", () => {
  it("says everything the English says", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
  });

  it("builds offers that parse with the schema and keep the facts", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const { offers: bnOffers } = await import("./offers");
    vi.unstubAllEnvs();

    for (const offer of bnOffers) expect(() => OfferSchema.parse(offer), offer.id).not.toThrow();
    expect(bnOffers.map((offer) => [offer.id, offer.validUntil, offer.image.id])).toEqual(
      offers.map((offer) => [offer.id, offer.validUntil, offer.image.id]),
    );
    expect(bnOffers[0]?.title).toBe("আর্লি বার্ড অফার");
    expect(bnOffers[0]?.discount).toBe("১৫% ছাড়");
    const popular = bnOffers.filter((offer) => "isPopular" in offer && offer.isPopular);
    expect(popular.map((offer) => offer.id)).toEqual(["weekend-escape"]);
  });
});
