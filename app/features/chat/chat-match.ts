// Which reply fits a guest's message. Pure code over the words a guest types, in English, in
// Bengali and in Banglish (Bengali written in Latin letters), forgiving a slip of one letter in a
// longer English word ("brekfast"). The words that point to each reply are content
// (content/chat.yaml, beside the reply); the rules for reading them, and which reply wins, are here.
import type { ChatReplyKey } from "~/content/schemas/chat-replies";
import type { HourId } from "~/content/schemas/hour-ids";

export type ReplyKind = ChatReplyKey;

/** The words that point to each reply, as content/chat.yaml lists them. */
export type Triggers = Readonly<Record<ReplyKind, readonly string[]>>;

/** What the quick-reply buttons ask, in the order of their labels in ~/locale/chat. */
export const quickReplyKinds = [
  "checkInOut",
  "breakfast",
  "prices",
  "hours",
  "directions",
  "handover",
] as const satisfies readonly ReplyKind[];

/**
 * When two replies fit a message equally well, the earlier one is chosen: the narrower topic
 * before the broader one ("halal restaurant": halal, not the restaurant's hours; "breakfast
 * hours": breakfast). A greeting is not here: it is the reply only when nothing else fits.
 */
export const priority = [
  "handover",
  "halal",
  "payment",
  "parking",
  "delivery",
  "airport",
  "pets",
  "breakfast",
  "roomService",
  "checkInOut",
  "cancellation",
  "policies",
  "dietary",
  "pool",
  "directions",
  "hours",
  "offers",
  "prices",
  "amenities",
  "availability",
] as const satisfies readonly Exclude<ReplyKind, "greeting">[];

/** A message's words: lower case, punctuation and hyphens dropped ("চেক-ইন" -> চেক ইন). */
export function tokens(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

const bengali = /[\u0980-\u09FF]/;

/** Edits (a letter changed, added, dropped or two swapped) between two words, stopping past 1. */
function closeEnough(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  return (
    rest(i + 1, i + 1) ||
    rest(i + 1, i) ||
    rest(i, i + 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2))
  );
}

/**
 * Whether a message's word is a trigger word: a trailing `*` takes any ending ("offer*": offers,
 * offered); a Bengali word takes any ending too (its case endings: রুমের, নাশতার) unless it ends
 * in `=` (কল=, not কলেজ); an English word of six letters or more also matches with one letter
 * wrong, missing, extra or swapped. A word with a space is a phrase of whole words (`compile`).
 */
function wordMatches(pattern: string, token: string): boolean {
  if (pattern.endsWith("=")) return token === pattern.slice(0, -1);
  if (pattern.endsWith("*")) return token.startsWith(pattern.slice(0, -1));
  if (bengali.test(pattern)) return token.startsWith(pattern);
  if (token === pattern) return true;
  return pattern.length >= 6 && token.length >= 5 && closeEnough(pattern, token);
}

type Pattern = readonly string[];

/** A word or phrase as its parts, written as the message's words are ("wi fi": wi, fi). */
const compile = (word: string): Pattern => word.normalize("NFC").toLowerCase().split(" ");

function occurs(pattern: Pattern, said: readonly string[]): boolean {
  for (let start = 0; start + pattern.length <= said.length; start++)
    if (pattern.every((part, offset) => wordMatches(part, said[start + offset]!))) return true;
  return false;
}

/** How many of a reply's words a message has, a phrase counting each of its words. */
const score = (patterns: readonly Pattern[], said: readonly string[]) =>
  patterns.reduce((sum, pattern) => sum + (occurs(pattern, said) ? pattern.length : 0), 0);

export type Matcher = {
  /**
   * The reply a message points to, or null when it points to none (the chat then hands the guest
   * to the team, never guesses). Confident means at least one of a reply's words is in the
   * message; the reply with most of its words in it wins, the earlier in `priority` on a tie. A
   * greeting wins only when nothing else fits ("hi, is breakfast included?" is about breakfast).
   */
  kindOf(text: string): ReplyKind | null;
  /** Whether a text has one of a reply's words ("Airport transfer on arrival": airport). */
  mentions(text: string, kind: ReplyKind): boolean;
};

/** The matcher for a set of words (content/chat.yaml's, both languages). */
export function matcher(words: Triggers): Matcher {
  const compiled = Object.fromEntries(
    Object.entries(words).map(([kind, list]) => [kind, list.map(compile)]),
  ) as Record<ReplyKind, Pattern[]>;
  return {
    kindOf(text) {
      const said = tokens(text);
      let best: ReplyKind | null = null;
      let bestScore = 0;
      for (const kind of priority) {
        const points = score(compiled[kind], said);
        if (points > bestScore) {
          best = kind;
          bestScore = points;
        }
      }
      if (best) return best;
      return score(compiled.greeting, said) > 0 ? "greeting" : null;
    },
    mentions: (text, kind) => score(compiled[kind], tokens(text)) > 0,
  };
}

/**
 * Which of the opening hours a message names, to narrow the hours answer. Keyed by the hours' ids
 * (content/policies.yaml), which are code's, so these few words stay beside them.
 */
const hourTopics: Record<HourId, readonly string[]> = {
  frontDesk: ["front desk", "reception", "ফ্রন্ট ডেস্ক", "অভ্যর্থনা"],
  concierge: ["concierge", "কনসিয়ার্জ"],
  roomService: ["room service", "রুম সার্ভিস"],
  fineDining: ["restaurant*", "dining", "dinner", "রেস্তোরাঁ", "রেস্টুরেন্ট", "রাতের খাবার"],
  terraceLunch: ["restaurant*", "lunch", "terrace", "রেস্তোরাঁ", "রেস্টুরেন্ট", "দুপুরের খাবার"],
  terraceDinner: ["restaurant*", "dinner", "terrace", "রেস্তোরাঁ", "রেস্টুরেন্ট", "রাতের খাবার"],
  bar: ["bar", "lounge", "বার="],
  breakfastWeekdays: ["breakfast", "nasta*", "nashta*", "নাশতা", "নাস্তা", "ব্রেকফাস্ট"],
  breakfastWeekends: ["breakfast", "nasta*", "nashta*", "নাশতা", "নাস্তা", "ব্রেকফাস্ট"],
};

/**
 * The opening hours a message asks about ("restaurant open?": the restaurants'), in the order of
 * `all`; every one of them when it names none.
 */
export function hoursAskedAbout(text: string, all: readonly HourId[]): HourId[] {
  const said = tokens(text);
  const named = all.filter((id) => hourTopics[id].some((word) => occurs(compile(word), said)));
  return named.length ? named : [...all];
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  couple: 2,
  এক: 1,
  দুই: 2,
  দু: 2,
  তিন: 3,
  চার: 4,
  পাঁচ: 5,
  ছয়: 6,
  সাত: 7,
  আট: 8,
  নয়: 9,
  দশ: 10,
};

/** Words that count people: "4 adults", "2 kids", "৩ জন" (Bengali: the count's জন, or a noun). */
const peopleWords = [
  "adult*",
  "guest*",
  "people",
  "person*",
  "pax",
  "child*",
  "kid*",
  "of us",
  "জন",
  "প্রাপ্তবয়স্ক",
  "অতিথি",
  "শিশু",
  "বাচ্চা",
].map(compile);

/** "৪" -> "4": Bengali digits read as numbers. */
const westernDigits = (token: string) =>
  token.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** A count at a message's word, or null: "4", "৪", "four", "চার", "৪জন" (its digits). */
function countAt(token: string): number | null {
  const digits = /^(\d+)/.exec(westernDigits(token));
  if (digits) return Number(digits[1]);
  return numberWords[token] ?? null;
}

/**
 * How many people a message asks a room for ("room for 4 adults and 2 children": 6, "২ জন":
 * 2, "family of four": 4), or null when it names none. Only a count beside a word for people (or
 * "family of") counts, so dates and nights ("3 December", "2 nights") do not.
 */
export function partyAskedFor(text: string): number | null {
  const said = tokens(text);
  let total = 0;
  for (let at = 0; at < said.length; at++) {
    const token = said[at]!;
    const count = countAt(token);
    if (count === null) continue;
    // "৪জন" is one word: its count and জন together.
    const joined = /^[০-৯\d]+জন$/.test(token);
    const next = said.slice(at + 1);
    const familyOf = at >= 2 && said[at - 2] === "family" && said[at - 1] === "of";
    if (
      joined ||
      familyOf ||
      peopleWords.some((pattern) => occurs(pattern, next.slice(0, pattern.length)))
    )
      total += count;
  }
  return total > 0 && total <= 100 ? total : null;
}
