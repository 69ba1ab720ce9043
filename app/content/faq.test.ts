import { describe, expect, it } from "vitest";
import { venues } from "./dining";
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
