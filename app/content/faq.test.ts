import { describe, expect, it, vi } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import { faqText as bnText } from "./bn/faq";
import { faqText as enText } from "./en/faq";
import { venues } from "./venues";
import { faq } from "./faq";
import { FaqEntrySchema, faqIds } from "./faq-schemas";
import { hours, policies } from "./policies";

const answer = (id: (typeof faqIds)[number]) => faq.find((entry) => entry.id === id)?.answer ?? "";
const timeOf = (id: string) => hours.find((entry) => entry.id === id)?.time;

describe("FAQ", () => {
  it("parses with its schema, one entry per id, in order", () => {
    faq.forEach((entry) => FaqEntrySchema.parse(entry));
    expect(faq.map((entry) => entry.id)).toEqual([...faqIds]);
  });

  it("answers check-in and check-out with the one set of policies (2:00 PM, 12:00 PM)", () => {
    expect(answer("check-in-out")).toContain(`from ${policies.checkIn}`);
    expect(answer("check-in-out")).toContain(`by ${policies.checkOut}`);
    expect(answer("check-in-out")).toContain("2:00 PM");
    expect(answer("check-in-out")).toContain("12:00 PM");
    // The spec's other reading (check-in 3:00 PM, check-out 11:00 AM) never appears.
    expect(answer("check-in-out")).not.toMatch(/3:00 PM|11:00 AM/);
  });

  it("states free cancellation up to 24 hours before check-in, then one night", () => {
    expect(answer("cancellation")).toContain("24 hours before check-in");
    expect(answer("cancellation")).toContain("one night is charged");
    expect(answer("cancellation")).not.toContain("48");
  });

  it("states children under 12 stay free, extra beds cost extra, and no pets", () => {
    expect(answer("children")).toContain(`under ${policies.childrenFreeUnderAge}`);
    expect(answer("children")).toMatch(/additional charge/);
    expect(policies.pets).toBe(false);
    expect(answer("pets")).toContain("not allowed");
  });

  it("reads hours from the one hours list (breakfast, room service, concierge, front desk)", () => {
    expect(answer("breakfast")).toContain(timeOf("breakfastWeekdays"));
    expect(answer("breakfast")).toContain(timeOf("breakfastWeekends"));
    expect(answer("room-service")).toContain(timeOf("roomService"));
    expect(answer("room-service")).toContain(timeOf("concierge"));
    expect(answer("check-in-out")).toContain(timeOf("frontDesk"));
  });

  it("names both restaurants and the dining notice of 24 hours", () => {
    const dining = answer("dining-reservations");
    expect(dining).toContain(`${policies.diningNoticeHours} hours`);
    venues.forEach((venue) => expect(dining).toContain(venue.name));
  });

  it("holds no placeholder left by a missing hours entry", () => {
    faq.forEach((entry) => {
      expect(entry.answer).not.toMatch(/ {2}|undefined| ,| \./);
    });
  });
});

describe("Bengali", () => {
  it("says everything the English says", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
    for (const entry of Object.values(bnText)) expect(entry.question).not.toMatch(/[A-Za-z0-9]/);
  });

  it("builds an FAQ that parses with the schema and quotes the Bengali policies and hours", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const { faq: bnFaq } = await import("./faq");
    const bnPolicies = await import("./policies");
    const { venues: bnVenues } = await import("./venues");
    vi.unstubAllEnvs();

    bnFaq.forEach((entry) => expect(() => FaqEntrySchema.parse(entry), entry.id).not.toThrow());
    expect(bnFaq.map((entry) => entry.id)).toEqual([...faqIds]);
    const bnAnswer = (id: (typeof faqIds)[number]) =>
      bnFaq.find((entry) => entry.id === id)?.answer ?? "";
    const bnTimeOf = (id: string) => bnPolicies.hours.find((entry) => entry.id === id)?.time;

    expect(bnAnswer("check-in-out")).toContain(`${bnPolicies.policies.checkIn} থেকে`);
    expect(bnAnswer("check-in-out")).toContain(bnPolicies.policies.checkOut);
    expect(bnAnswer("check-in-out")).toContain(bnTimeOf("frontDesk"));
    expect(bnAnswer("cancellation")).toContain(
      `${bnDigits(policies.freeCancellationHours)} ঘণ্টা আগ পর্যন্ত`,
    );
    expect(bnAnswer("cancellation")).toContain(bnPolicies.policies.lateCancellationCharge);
    expect(bnAnswer("children")).toContain(`${bnDigits(policies.childrenFreeUnderAge)} বছরের কম`);
    expect(bnAnswer("pets")).toContain("অনুমতি নেই");
    expect(bnAnswer("breakfast")).toContain(bnTimeOf("breakfastWeekdays"));
    expect(bnAnswer("breakfast")).toContain(bnTimeOf("breakfastWeekends"));
    expect(bnAnswer("room-service")).toContain(bnTimeOf("roomService"));
    expect(bnAnswer("room-service")).toContain(bnTimeOf("concierge"));
    expect(bnAnswer("room-service")).toContain("সিলেট শহর");
    const dining = bnAnswer("dining-reservations");
    expect(dining).toContain(`${bnDigits(policies.diningNoticeHours)} ঘণ্টা`);
    bnVenues.forEach((venue) => expect(dining).toContain(venue.name));
    bnFaq.forEach((entry) => {
      expect(entry.answer, entry.id).not.toMatch(/[0-9]|Sylhet| {2}|undefined| ,| \./);
    });
  });
});
