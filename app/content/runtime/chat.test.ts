// content/chat.yaml: every reply keyed by its name with its words beside it, in both languages. A
// broken file stops the build naming the file and the field, as every content file does.
import { contentDir } from "../server/file-problems.server.ts";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { chatReplyKeys } from "../schemas/chat-replies";
import { localize, readCollection } from "../server/files.server";

type Reply = Record<string, unknown> & { words: string[] };
type ChatData = Record<"en" | "bn", { replies: Record<string, Reply> }>;

const original = readFileSync(join(contentDir(), "chat.yaml"), "utf8");
const fresh = () => parse(original) as ChatData;

/** The problems the build reports for a changed copy of content/chat.yaml. */
function problemsOf(change: (data: ChatData) => void) {
  const data = fresh();
  change(data);
  const dir = mkdtempSync(join(tmpdir(), "chat-"));
  writeFileSync(join(dir, "chat.yaml"), stringify(data));
  return readCollection("chat", dir).problems.map((problem) =>
    problem.replace(/^.*chat\.yaml/, "content/chat.yaml"),
  );
}

describe("content/chat.yaml", () => {
  it("is valid, with every reply in both languages, each with words", () => {
    expect(problemsOf(() => {})).toEqual([]);
    const data = fresh();
    for (const locale of ["en", "bn"] as const) {
      expect(Object.keys(data[locale].replies).sort()).toEqual([...chatReplyKeys].sort());
      for (const key of chatReplyKeys)
        expect(data[locale].replies[key]!.words.length, `${locale} ${key}`).toBeGreaterThan(0);
    }
  });

  it("stops the build when a reply is missing, naming it", () => {
    expect(problemsOf((data) => delete data.en.replies.parking)).toEqual([
      expect.stringMatching(/^content\/chat\.yaml: en\.replies\.parking: missing \(its English text\); expected the reply about parking/),
    ]);
  });

  it("stops the build when a reply has no words", () => {
    expect(problemsOf((data) => (data.bn.replies.pool!.words = []))).toEqual([
      expect.stringContaining(
        "content/chat.yaml: bn.replies.pool.words: at least one word, or no message ever gets this reply",
      ),
    ]);
  });

  it("stops the build when a word points to two replies, in one language or across the two", () => {
    expect(problemsOf((data) => data.en.replies.airport!.words.push("Valet"))).toEqual([
      expect.stringMatching(
        /^content\/chat\.yaml: en\.replies\.airport\.words\.\d+: also a word of the reply parking; a word points to one reply only .*, got "Valet"$/,
      ),
    ]);
    expect(problemsOf((data) => data.bn.replies.pool!.words.push("parking*"))).toEqual([
      expect.stringMatching(
        /^content\/chat\.yaml: bn\.replies\.pool\.words\.\d+: also a word of the reply parking in the English; a word points to one reply only/,
      ),
    ]);
  });

  it("refuses a word with punctuation, which a guest's message never has", () => {
    expect(problemsOf((data) => data.en.replies.amenities!.words.push("wi-fi"))).toEqual([
      expect.stringContaining("en.replies.amenities.words.10: letters and digits only"),
    ]);
  });

  it("stops the build when a sentence lacks a fact's placeholder or names an unknown one", () => {
    expect(
      problemsOf((data) => (data.en.replies.checkInOut!.text = "Check-in is from {checkIn}.")),
    ).toEqual([
      expect.stringContaining(
        "en.replies.checkInOut.text: a placeholder is missing; this sentence needs {checkIn}, {checkOut}",
      ),
    ]);
    expect(problemsOf((data) => (data.bn.replies.greeting!.text = "হ্যালো {name}!"))).toEqual([
      expect.stringContaining("bn.replies.greeting.text: an unknown placeholder; this sentence takes none"),
    ]);
    expect(problemsOf((data) => (data.en.replies.parking!.text = "Valet parking at the door."))).toEqual([
      expect.stringContaining("en.replies.parking.text: a placeholder is missing; this sentence needs {parking}"),
    ]);
  });

  it("keeps each answer with its name when the replies are reordered (as the editor may)", () => {
    const data = fresh();
    const reversed = fresh();
    for (const locale of ["en", "bn"] as const)
      reversed[locale].replies = Object.fromEntries(
        Object.entries(reversed[locale].replies).reverse(),
      );
    const dir = mkdtempSync(join(tmpdir(), "chat-"));
    writeFileSync(join(dir, "chat.yaml"), stringify(reversed));
    const [entry] = readCollection("chat", dir).entries;
    for (const locale of ["en", "bn"] as const) {
      const { replies } = localize("chat", entry!, locale);
      for (const key of chatReplyKeys)
        expect(replies[key], `${locale} ${key}`).toMatchObject(
          Object.fromEntries(
            Object.entries(data[locale].replies[key]!).filter(([name]) => name !== "words"),
          ),
        );
    }
  });

  it("gives each language's chat the words of both, its own first", () => {
    const [entry] = readCollection("chat").entries;
    const data = fresh();
    const en = localize("chat", entry!, "en").replies.parking.words;
    const bn = localize("chat", entry!, "bn").replies.parking.words;
    expect(en).toEqual([...data.en.replies.parking!.words, ...data.bn.replies.parking!.words]);
    expect(bn).toEqual([...data.bn.replies.parking!.words, ...data.en.replies.parking!.words]);
  });

  it("writes Bengali sentences in Bengali, ending in a দাঁড়ি, with Bengali digits", () => {
    // A list's part ("{room}", "{days}, {time}") is not a sentence of its own.
    const parts = new Set(["item", "room", "offer", "partyRoom"]);
    const { bn } = fresh();
    for (const [key, reply] of Object.entries(bn.replies))
      for (const [name, value] of Object.entries(reply)) {
        if (name === "words" || parts.has(name)) continue;
        expect(value, `${key}.${name}`).toMatch(/[।?]$/);
        expect(value, `${key}.${name}`).not.toMatch(/[0-9]|\.(\s|$)/);
      }
  });
});

describe("content/services.yaml", () => {
  it("states parking, the airport and halal food once, in both languages", () => {
    const [entry] = readCollection("services").entries;
    const en = localize("services", entry!, "en");
    const bn = localize("services", entry!, "bn");
    expect(en.parking).toMatch(/valet/i);
    expect(en.airport).toBe("Osmani International Airport");
    expect(en.halal).toMatch(/halal\.$/);
    expect(bn.parking).toMatch(/ভ্যালে পার্কিং.*।$/);
    expect(bn.halal).toMatch(/হালাল।$/);
    expect(bn.airport).toMatch(/^[\u0980-\u09FF ]+$/);
  });
});
