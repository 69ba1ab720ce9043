// Facts are stated once (issue 37): a time, price or policy figure typed into a content file's
// prose or a locale module's strings, where the content holds the fact, stops the build with the
// file, the field (or line) and the placeholder to write instead.
import { contentDir } from "./file-problems.server.ts";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/i18n/format";
import { localize, readAllContent, readCollection } from "./files.server";
import { handTyped } from "./hand-typed";
import { localeFactProblems } from "./hand-typed.server";

const real = (path: string) => readFileSync(join(contentDir(), path), "utf8");
/** A price for an extra bed other than the one the policies hold, as a page would write it. */
const otherBedPrice = formatMoney(
  localize("policies", readCollection("policies").entries[0]!, "en").childrenRules.extraBedNightly + 5,
  "en-GB",
);

/**
 * A site folder: today's content with `files` written over it (path under content/ -> text), and
 * the locale modules given (path under app/locales/ -> source).
 */
function siteWith(files: Record<string, string>, locales: Record<string, string> = {}) {
  const site = mkdtempSync(join(tmpdir(), "facts-"));
  cpSync(contentDir(), join(site, "content"), { recursive: true });
  for (const [path, text] of Object.entries(files))
    writeFileSync(join(site, "content", path), text);
  for (const [path, source] of Object.entries(locales)) {
    const file = join(site, "app", "locales", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  return join(site, "content");
}

/** The problems of the hand-typed-fact check the content's reading stops on, from content/ on. */
function factProblems(dir: string): string[] {
  try {
    readAllContent(dir);
    return [];
  } catch (error) {
    return (error as Error).message
      .split("\n")
      .filter((line) => line.includes(" writes "))
      .map((line) => line.replace(/^ {2}- .*?(content\/|app\/locales\/)/, "$1"))
      .sort();
  }
}

describe("facts typed by hand stop the build", () => {
  it("today's content and locale modules state every fact through its placeholder", () => {
    expect(() => readAllContent()).not.toThrow();
  });

  it("a check-in time in an FAQ answer: the file, the field and the placeholder", () => {
    const faq = real("faq/check-in-out.yaml");
    const dir = siteWith({
      "faq/check-in-out.yaml": faq.replace(
        "Check-in is from {checkIn}",
        "Check-in is from 3:00 PM",
      ),
    });
    expect(factProblems(dir)).toEqual([
      'content/faq/check-in-out.yaml: en.answer writes "3:00 PM"; write {checkIn} (content/policies.yaml) instead',
    ]);
  });

  it("Bengali digits, a price in a page's summary, and the policies' figures", () => {
    const faq = real("faq/check-in-out.yaml");
    const cancellation = real("faq/cancellation.yaml");
    const rooms = real("pages/rooms.yaml");
    const dir = siteWith({
      "faq/check-in-out.yaml": faq.replace("চেক-ইন শুরু {checkIn}", "চেক-ইন শুরু দুপুর ৩টা"),
      "faq/cancellation.yaml": cancellation.replace("{freeCancellationHours} hours", "48 hours"),
      "pages/rooms.yaml": rooms.replace("from {roomPriceFrom}", "from $249"),
      "faq/children.yaml": real("faq/children.yaml").replace(
        "{childrenPolicy}",
        `Children under 10 stay free. An extra bed costs ${otherBedPrice} a night.`,
      ),
    });
    expect(factProblems(dir)).toEqual([
      'content/faq/cancellation.yaml: en.answer writes "48 hours"; write {freeCancellationHours} (content/policies.yaml) instead',
      'content/faq/check-in-out.yaml: bn.answer writes "দুপুর ৩টা"; write {checkIn} (content/policies.yaml) instead',
      `content/faq/children.yaml: en.answer writes "${otherBedPrice}"; write {childrenPolicy} or {extraBedNightly} (content/policies.yaml) instead`,
      'content/faq/children.yaml: en.answer writes "under 10"; write {childrenPolicy} or {childrenFreeUnderAge} (content/policies.yaml) instead',
      'content/pages/rooms.yaml: en.description writes "$249"; write {roomPriceFrom} or {roomPriceTo} (content/rooms/) instead',
    ]);
  });

  it("a post may tell a story's time, not the hotel's", () => {
    const post = real("blog/tea-garden-day-trips.yaml");
    expect(post).toContain("Leave at about 7:00 AM");
    const dir = siteWith({
      "blog/tea-garden-day-trips.yaml": post.replace(
        "check-out at {checkOut}",
        "check-out at noon",
      ),
    });
    expect(factProblems(dir)).toEqual([
      'content/blog/tea-garden-day-trips.yaml: en.body.2 writes "noon"; write {checkOut} (content/policies.yaml) instead',
    ]);
  });

  it("a locale string that writes the fact, not one that takes it as an argument", () => {
    const dir = siteWith(
      {},
      {
        "en/stay.ts": [
          "// A comment may say 2:00 PM: it is not shown.",
          "export const stay = {",
          '  hint: "Dinner is served until late.",',
          "  cancel: (hours: number) => `Free cancellation up to ${hours} hours before check-in.`,",
          '  desk: "Our front desk is open 24 hours.",',
          "  price: `From ${'$'}179 a night`,",
          "};",
        ].join("\n"),
      },
    );
    expect(factProblems(dir)).toEqual([
      'app/locales/en/stay.ts:5 writes "24 hours"; take {hours.frontDesk} (content/policies.yaml) as an argument instead',
    ]);
    expect(localeFactProblems(join(dir, "..", "app", "locales"))).toHaveLength(1);
    expect(localeFactProblems(join(dir, "..", "no-locales"))).toEqual([]);
  });
});

describe("what counts as a fact typed by hand", () => {
  const placeholdersOf = (text: string, narrative = false) =>
    handTyped(text, { narrative }).map(({ literal, fact }) => [literal, fact.placeholders[0]]);

  it("times in English and Bengali, on either clock, with either digits", () => {
    expect(placeholdersOf("Breakfast is served from 6:30 AM.")).toEqual([
      ["6:30 AM", "hours.breakfastWeekdays"],
    ]);
    expect(placeholdersOf("Room service runs until 23:30 every night.")).toEqual([
      ["23:30", "hours.roomService"],
    ]);
    expect(placeholdersOf("রুম সার্ভিস চালু থাকে রাত ১১:৩০ পর্যন্ত।")).toEqual([
      ["১১:৩০", "hours.roomService"],
    ]);
    expect(placeholdersOf("The bar opens at 5 pm.")).toEqual([["5 pm", "hours.bar"]]);
  });

  it("money in dollars or taka, before or after the number", () => {
    for (const price of ["$249", "৳500", "Tk 500", "BDT 1,200", "৫০০ টাকা", "$১৭৯", "১৭৯$"])
      expect(placeholdersOf(`A room from ${price} a night.`), price).toEqual([
        [price, "roomPriceFrom"],
      ]);
  });

  it("clean prose, and story times in a post, state nothing", () => {
    for (const text of [
      "Check-in is from {checkIn}; our front desk is open {hours.frontDesk}.",
      "Book at least 30 days ahead for 15% off a stay of 2 nights or more.",
      "Two or three unhurried hours are plenty.",
      "Please enter the time on the 24-hour clock.",
      "House 12, Surma Tower Road; call +880 1712-345678.",
      "Rated 4.8 by 1,200 guests since 2023.",
    ])
      expect(placeholdersOf(text), text).toEqual([]);
    expect(placeholdersOf("Leave at about 7:00 AM for the tea gardens.", true)).toEqual([]);
    expect(placeholdersOf("Leave at about 7:00 AM for the tea gardens.")).toEqual([
      ["7:00 AM", "checkIn"],
    ]);
  });
});
