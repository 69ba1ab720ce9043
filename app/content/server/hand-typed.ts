// Facts typed by hand: a clock time, a price or a policy's figure written into prose where the
// hotel's content holds that fact (issue 37, "one truth"). Such a text goes stale the day the fact
// changes, so the build stops on it (app/content/server/hand-typed.server.ts reads the files) and names
// the placeholder that says the same thing from the fact's own file. Pure: no files, no content.

/** What a literal states: a time of day, an amount of money, a number of hours, an age. */
export type LiteralKind = "time" | "money" | "hours" | "age";

/**
 * A fact a text may state: the placeholders that name it, its file, the words of its topic, and
 * what to do `otherwise` (a fact no placeholder names is left to the page that shows it).
 */
export type Fact = {
  placeholders: readonly string[];
  file: string;
  kinds: readonly LiteralKind[];
  topic: RegExp;
  otherwise?: string;
};

const policiesFile = "content/policies.yaml";
const hoursFact = (placeholders: string[], topic: RegExp, kinds: LiteralKind[] = ["time"]) => ({
  placeholders: placeholders.map((id) => `hours.${id}`),
  file: policiesFile,
  kinds,
  topic,
});

/**
 * The facts and how a sentence names them, in both languages. A literal of the fact's kind in the
 * same sentence as its topic states that fact, whether it agrees with the file or not.
 */
const facts: readonly Fact[] = [
  {
    placeholders: ["checkIn"],
    file: policiesFile,
    kinds: ["time"],
    topic: /check[\s-]?in|চেক[\s-]?ইন/giu,
  },
  {
    placeholders: ["checkOut"],
    file: policiesFile,
    kinds: ["time"],
    topic: /check[\s-]?out|চেক[\s-]?আউট/giu,
  },
  {
    placeholders: ["freeCancellationHours"],
    file: policiesFile,
    kinds: ["hours"],
    topic: /cancel|refund|বাতিল|ফেরত/giu,
  },
  {
    placeholders: ["diningNoticeHours"],
    file: policiesFile,
    kinds: ["hours"],
    topic: /\btables?\b|notice|in advance|টেবিল|নোটিশ/giu,
  },
  {
    placeholders: ["childrenPolicy", "childrenFreeUnderAge"],
    file: policiesFile,
    kinds: ["age"],
    topic: /child|\bkids?\b|infant|শিশু|বাচ্চা/giu,
  },
  {
    placeholders: ["childrenPolicy", "extraBedNightly"],
    file: policiesFile,
    kinds: ["money"],
    topic: /extra beds?|\bcots?\b|অতিরিক্ত বিছানা|বাড়তি বিছানা|কট/giu,
  },
  hoursFact(["frontDesk"], /front desk|reception|ফ্রন্ট ডেস্ক|রিসেপশন/giu, ["time", "hours"]),
  hoursFact(["concierge"], /concierge|কনসিয়ার্জ/giu, ["time", "hours"]),
  hoursFact(["roomService"], /room service|in-room dining|রুম সার্ভিস/giu, ["time", "hours"]),
  hoursFact(["breakfastWeekdays", "breakfastWeekends"], /breakfast|নাশতা|নাস্তা/giu),
  hoursFact(["fineDining"], /shapla|fine dining|শাপলা|ফাইন ডাইনিং/giu),
  hoursFact(
    ["terraceLunch", "terraceDinner"],
    /terrace|bistro|\blunch|টেরেস|বিস্ট্রো|দুপুরের খাবার/giu,
  ),
  hoursFact(["terraceDinner", "fineDining"], /\bdinner|রাতের খাবার/giu),
  hoursFact(["bar"], /\bbar\b|lounge|বার অ্যান্ড লাউঞ্জ|লাউঞ্জ/giu, ["time", "hours"]),
  {
    placeholders: ["lunchHours", "dinnerHours"],
    file: "content/pages/order.yaml",
    kinds: ["time"],
    topic: /deliver|ডেলিভারি/giu,
  },
  {
    placeholders: [],
    file: "content/offers/",
    kinds: ["money"],
    topic: /offer|credit|package|অফার|ক্রেডিট|প্যাকেজ/giu,
    otherwise: "an offer's saving is its badge (its file's discount): leave the amount out",
  },
  {
    placeholders: ["roomPriceFrom", "roomPriceTo"],
    file: "content/rooms/",
    kinds: ["money"],
    // Not "a night": it is the unit of any nightly price (an extra bed's too). A price with no
    // topic beside it is taken for a room's anyway (anyPrice).
    topic: /\brooms?\b|\bsuites?\b|রুম|স্যুট/giu,
  },
];

/** A time or price with no topic beside it: the facts it could be. */
const anyTime: Fact = {
  placeholders: ["checkIn", "checkOut", "hours.<service>"],
  file: policiesFile,
  kinds: ["time"],
  topic: /$^/g,
};
const anyPrice: Fact = {
  placeholders: ["roomPriceFrom", "roomPriceTo"],
  file: "content/rooms/",
  kinds: ["money"],
  topic: /$^/g,
  otherwise:
    "or leave the price to the page that shows it (a dish's or an offer's from its own file)",
};

const digit = "[0-9০-৯]";
const amount = `${digit}+(?:[.,]${digit}+)*`;
const partOfDay = "(?:ভোর|সকাল|দুপুর|বিকেল|বিকাল|সন্ধ্যা|রাত)";
// "PM", "pm", "p.m." (its last full stop is the time's, not the sentence's).
const meridiem = "(?:[ap]\\.m\\.|[ap]m\\b)";

/** How each kind of literal is written, in English and Bengali, Latin or Bengali digits. */
const patterns: readonly [LiteralKind, RegExp][] = [
  ["time", new RegExp(`${partOfDay}\\s?${digit}{1,2}(?::${digit}{2})?\\s?টা`, "gu")],
  [
    "time",
    new RegExp(`(?<![0-9০-৯:])${digit}{1,2}:${digit}{2}(?:\\s?${meridiem})?(?![0-9০-৯])`, "giu"),
  ],
  ["time", new RegExp(`(?<![0-9০-৯])${digit}{1,2}\\s?${meridiem}`, "giu")],
  ["time", /\b(?:noon|midday|midnight)\b|মধ্যরাত|মাঝরাত/giu],
  [
    "money",
    new RegExp(
      [
        `(?:US)?\\$\\s?${amount}`,
        `(?<![0-9০-৯])${amount}\\s?\\$`,
        `৳\\s?${amount}`,
        `\\b(?:Tk|BDT|USD|taka)\\.?\\s?${amount}`,
        `(?<![0-9০-৯])${amount}\\s?(?:টাকা|ডলার|(?:taka|Tk|BDT|USD|dollars?)\\b)`,
      ].join("|"),
      "giu",
    ),
  ],
  [
    "hours",
    new RegExp(
      `(?<![0-9০-৯])${digit}+(?:\\s|-)?(?:hours?|hrs?)\\b|(?<![0-9০-৯])${digit}+\\s?ঘণ্টা|round[\\s-]the[\\s-]clock|around the clock|[২2][৪4]/[৭7]`,
      "giu",
    ),
  ],
  [
    "age",
    new RegExp(
      [
        `\\b(?:under|below|over|younger than|older than|aged?)\\s(?:the age of\\s)?${digit}+`,
        `(?<![0-9০-৯])${digit}+\\s?(?:years?|yrs?)\\b`,
        `(?<![0-9০-৯])${digit}+\\s?(?:and|or)\\s(?:under|younger|below)`,
        `(?<![0-9০-৯])${digit}+\\s?বছর`,
      ].join("|"),
      "giu",
    ),
  ],
];

type Literal = { kind: LiteralKind; text: string; start: number; end: number };

/** Every time, price, number of hours and age a text writes, in order, none overlapping. */
function literalsIn(text: string): Literal[] {
  const found = patterns.flatMap(([kind, pattern]) =>
    [...text.matchAll(pattern)].map((match) => ({
      kind,
      text: match[0].trim(),
      start: match.index,
      end: match.index + match[0].length,
    })),
  );
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Literal[] = [];
  for (const literal of found)
    if (!kept.some((other) => literal.start < other.end && other.start < literal.end))
      kept.push(literal);
  return kept;
}

/** The span of `text` around a literal, up to the nearest of `stops` on each side. */
function spanOf(text: string, { start, end }: Literal, stops: RegExp, endsAt = end) {
  const at = [...text.matchAll(stops)].map((match) => [match.index, match.index + match[0].length]);
  const from = Math.max(0, ...at.filter(([, to]) => to! <= start).map(([, to]) => to!));
  const to = Math.min(
    text.length,
    ...at.filter(([from]) => from! >= endsAt).map(([from]) => from!),
  );
  return { from, to };
}

// A sentence ends at a full stop (not a decimal point), ! ? । or a line's end; a time's "p.m."
// ends in the sentence's full stop too.
const sentenceStops = /[!?।\n]|\.(?=\s|$)/gu;
// A clause: a sentence's part between commas, semicolons, brackets, a colon that is not a time's,
// or "and", "but" ("Check-in is from 2:00 PM and check-out is by noon").
const clauseStops = /[,;()]|:(?![0-9০-৯])|\s(?:and|but|while|whereas|আর|এবং|কিন্তু|তবে)\s/giu;

/** The fact whose topic stands nearest the literal in its clause, else in its sentence, if any. */
function factOf(text: string, literal: Literal): Fact | undefined {
  const sentence = spanOf(text, literal, sentenceStops, literal.end - 1);
  const inSentence = text.slice(sentence.from, sentence.to);
  const clause = spanOf(
    inSentence,
    { ...literal, start: literal.start - sentence.from, end: literal.end - sentence.from },
    clauseStops,
  );
  return (
    nearest(text, literal, sentence.from + clause.from, sentence.from + clause.to) ??
    nearest(text, literal, sentence.from, sentence.to)
  );
}

/** The fact of the literal's kind whose topic stands nearest it between `from` and `to`. */
function nearest(text: string, literal: Literal, from: number, to: number): Fact | undefined {
  const part = text.slice(from, to);
  let best: { fact: Fact; distance: number } | undefined;
  for (const fact of facts) {
    if (!fact.kinds.includes(literal.kind)) continue;
    for (const match of part.matchAll(fact.topic)) {
      const at = from + match.index;
      const distance = Math.max(0, at - literal.end, literal.start - (at + match[0].length));
      if (!best || distance < best.distance) best = { fact, distance };
    }
  }
  return best?.fact;
}

/** A literal that states one of the hotel's facts, and the fact it states. */
export type HandTyped = { literal: string; fact: Fact };

/**
 * The literals of `text` that state a fact the content holds. A literal beside a fact's topic
 * states it. Outside `narrative` text (everything but the blog's stories) every time and price is
 * the hotel's: a time is a policy or an opening hour, a price a room's, a dish's or an offer's. A
 * post may tell of leaving for the tea gardens at 7:00 AM; it may not say when check-in starts.
 */
export function handTyped(text: string, { narrative = false } = {}): HandTyped[] {
  return literalsIn(text).flatMap((literal) => {
    const fact =
      factOf(text, literal) ??
      (narrative
        ? undefined
        : literal.kind === "time"
          ? anyTime
          : literal.kind === "money"
            ? anyPrice
            : undefined);
    return fact ? [{ literal: literal.text, fact }] : [];
  });
}

/** "{a}", "{a} or {b}", "{a}, {b} or {c}". */
const named = (names: readonly string[]) =>
  names
    .map((name) => `{${name}}`)
    .join(", ")
    .replace(/, (?=[^,]*$)/, " or ");

/**
 * The problem in words: where, what it writes, and the placeholder to write instead (in a locale
 * module, the fact to take as an argument).
 */
export function describeHandTyped(where: string, { literal, fact }: HandTyped, inCode = false) {
  const instead = fact.placeholders.length
    ? `${inCode ? "take" : "write"} ${named(fact.placeholders)} (${fact.file})${inCode ? " as an argument" : ""} instead`
    : "";
  return `${where} writes "${literal}"; ${[instead, fact.otherwise].filter(Boolean).join(", ")}`;
}
