import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "~/i18n/format";
import { bnDigits } from "~/lib/locale";
import { faqEntries } from "./faq.server";
import { FaqFile } from "../schemas/collections/faq";
import { localize, readCollection } from "./files.server";
import { venues } from "../runtime/venues";
import { hours, policies } from "../runtime/policies";

const faqIds = [
  "check-in-out",
  "cancellation",
  "children",
  "pets",
  "breakfast",
  "room-service",
  "dining-reservations",
];

const faq = faqEntries();
const answer = (id: string) => faq.find((entry) => entry.id === id)?.answer ?? "";
const timeOf = (id: string) => hours.find((entry) => entry.id === id)?.time;

describe("FAQ (content/faq/)", () => {
  it("is one valid file per question, listed in its order", () => {
    const { entries, problems } = readCollection("faq");
    expect(problems).toEqual([]);
    expect(entries.map((entry) => localize("faq", entry, "en")).sort((a, b) => a.order - b.order).map((entry) => entry.id)).toEqual(faqIds);
    expect(faq.map((entry) => entry.id)).toEqual(faqIds);
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
    const rules = localize("policies", readCollection("policies").entries[0]!, "en").childrenRules;
    expect(answer("children")).toContain(
      `An extra bed is ${formatMoney(rules.extraBedNightly, "en-GB")} a night`,
    );
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

  it("holds no placeholder left unfilled", () => {
    faq.forEach((entry) => {
      expect(entry.answer).not.toMatch(/[{}]| {2}|undefined| ,| \./);
    });
  });

  it("refuses an unknown placeholder and a question without its question mark", () => {
    const file = (question: string, answer: string) => ({
      en: { order: 1, question, answer },
      bn: { question: "প্রশ্ন কী, কখন, কোথায়?", answer: "উত্তর ".repeat(10) },
    });
    expect(FaqFile.safeParse(file("Is breakfast served early?", "It is served {hours.brunch} every day of the week.")).success).toBe(false);
    expect(FaqFile.safeParse(file("Is breakfast served early", "It is served {hours.breakfastWeekdays} every day.")).success).toBe(false);
    expect(FaqFile.safeParse(file("Is breakfast served early?", "It is served {hours.breakfastWeekdays} every day.")).success).toBe(true);
  });
});

describe("Bengali", () => {
  // The Bengali build's modules imported below must not stay for the files after this one, which
  // share its module registry.
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("asks every question in Bengali", () => {
    const { entries } = readCollection("faq");
    for (const entry of entries)
      expect(localize("faq", entry, "bn").question, entry.id).not.toMatch(/[A-Za-z0-9]/);
  });

  it("quotes the Bengali policies and hours", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const { faqEntries: bnEntries } = await import("./faq.server");
    const { venues: bnVenues } = await import("../runtime/venues");
    const [policiesFile] = readCollection("policies").entries;
    if (!policiesFile) throw new Error("content/policies.yaml is missing");
    const bnPolicies = localize("policies", policiesFile, "bn");
    const bnFaq = bnEntries();
    vi.unstubAllEnvs();

    expect(bnFaq.map((entry) => entry.id)).toEqual(faqIds);
    const bnAnswer = (id: string) => bnFaq.find((entry) => entry.id === id)?.answer ?? "";
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
      expect(entry.answer, entry.id).not.toMatch(/[0-9{}]|Sylhet| {2}|undefined| ,| \./);
    });
  });
});
