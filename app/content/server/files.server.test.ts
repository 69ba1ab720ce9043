// A broken content file must stop the build with a message a hotel manager can act on: the file,
// the field, what is wrong and what is expected.
import { contentDir } from "./file-problems.server.ts";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, readAllContent, readCollection } from "./files.server";

const good = readFileSync(join(contentDir(), "offers", "early-bird.yaml"), "utf8");

/** A content folder holding one offer file with the given text. */
function folderWith(text: string, name = "early-bird.yaml") {
  // content/ inside a folder of its own: public/ beside it is the test's own too.
  const dir = join(mkdtempSync(join(tmpdir(), "site-")), "content");
  mkdirSync(join(dir, "offers"), { recursive: true });
  writeFileSync(join(dir, "offers", name), text);
  return dir;
}

const problemsOf = (text: string, name?: string) =>
  readCollection("offers", folderWith(text, name)).problems.map((problem) =>
    problem.replace(/^.*?offers\//, "offers/"),
  );

describe("content file problems", () => {
  it("a good file has none", () => {
    expect(problemsOf(good)).toEqual([]);
  });

  it("a number written in words: file, field, expected and got", () => {
    expect(problemsOf(good.replace("order: 1", "order: first"))).toEqual([
      'offers/early-bird.yaml: en.order: expected the offer\'s place in the list: 1 comes first, got "first"',
    ]);
  });

  it("a missing Bengali text names the language and the field", () => {
    const text = good.replace(/^bn:\n {2}title: .*\n/m, "bn:\n");
    expect(problemsOf(text)).toEqual([
      "offers/early-bird.yaml: bn.title: missing (its Bengali text); expected the offer's name",
    ]);
  });

  it("a date that is not a date", () => {
    expect(problemsOf(good.replace("validUntil: 2027-06-30", "validUntil: 30 June 2027"))).toEqual([
      expect.stringMatching(
        /^offers\/early-bird\.yaml: en\.validUntil: .*expected the last day the offer runs, year-month-day\), got "30 June 2027"$/,
      ),
    ]);
  });

  it("an offer that ends before it starts", () => {
    expect(problemsOf(good.replace("validUntil: 2027-06-30", "validUntil: 2026-01-01"))).toEqual([
      expect.stringContaining("en.validUntil: the offer ends before it starts"),
    ]);
  });

  it("a misspelt field is named, not silently ignored", () => {
    expect(problemsOf(good.replace("  discount: 15% off", "  discont: 15% off"))).toEqual(
      expect.arrayContaining([expect.stringContaining("en: unknown field discont")]),
    );
  });

  it("text that is not YAML, and a file name that is not an id", () => {
    expect(problemsOf("en: [unclosed")).toEqual([
      expect.stringMatching(/^offers\/early-bird\.yaml: not valid YAML: /),
    ]);
    expect(problemsOf(good, "Early Bird.yaml")).toEqual([
      "offers/Early Bird.yaml: the file name must be lower-case words joined by hyphens",
    ]);
  });

  it("a room's price in words, and a Bengali photo description missing", () => {
    const room = readFileSync(join(contentDir(), "rooms", "deluxe.yaml"), "utf8");
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "rooms"));
    writeFileSync(
      join(dir, "rooms", "deluxe.yaml"),
      room.replace("price: 249", 'price: "two hundred"'),
    );
    expect(
      readCollection("rooms", dir).problems.map((problem) =>
        problem.replace(/^.*?rooms\//, "rooms/"),
      ),
    ).toEqual([
      'rooms/deluxe.yaml: en.price: expected a number of dollars for one night, such as 249, got "two hundred"',
    ]);
    writeFileSync(
      join(dir, "rooms", "deluxe.yaml"),
      room.replace(/(\nbn:[\s\S]*?photoAlts:\n)( {4}- .*\n)/, "$1"),
    );
    expect(readCollection("rooms", dir).problems).toEqual([
      expect.stringMatching(
        /rooms\/deluxe\.yaml: bn\.photoAlts: 3 photos but 2 descriptions of them/,
      ),
    ]);
  });

  it("a photo uploaded in the editor must be in public/photos beside the content", () => {
    const uploaded = good.replace(/photo: \S+/, "photo: /photos/early-bird-terrace.jpg");
    expect(uploaded).not.toEqual(good);
    const dir = folderWith(uploaded);
    expect(readCollection("offers", dir).problems).toEqual([
      expect.stringMatching(
        /offers\/early-bird\.yaml: en\.photo: the photo \/photos\/early-bird-terrace\.jpg is not in public\/photos/,
      ),
    ]);
    mkdirSync(join(dir, "..", "public", "photos"), { recursive: true });
    writeFileSync(join(dir, "..", "public", "photos", "early-bird-terrace.jpg"), "");
    expect(readCollection("offers", dir).problems).toEqual([]);
  });

  it("readAllContent throws one error listing every problem of every collection", () => {
    const dir = folderWith(good.replace("order: 1", "order: first"));
    expect(() => readAllContent(dir)).toThrow(ContentError);
    expect(() => readAllContent(dir)).toThrow(
      /problems:\n {2}- .*early-bird\.yaml: en\.order: .*\n {2}- rooms\/: the folder is missing\n {2}- extras\/: the folder is missing\n {2}- blog\/: the folder is missing\n(?: {2}- [a-z-]+(?:\/: the folder|\.yaml: the file) is missing\n)* {2}- pages\/: the folder is missing/,
    );
  });
});
