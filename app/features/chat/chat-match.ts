// Which answer fits a guest's message. Pure code over the words a guest types, in English, in
// Bengali and in Banglish (Bengali written in Latin letters), forgiving a slip of one letter in a
// longer English word ("brekfast"). The chat's words and the hotel's facts live elsewhere.
import type { HourId } from "~/content/hour-ids";

/** The canned replies of content/chat.yaml, in their order there. */
export const cannedKinds = [
  "greeting",
  "offers",
  "checkInOut",
  "amenities",
  "availability",
  "dietary",
  "handover",
] as const;

/** The answers read from the site's facts (opening hours, room prices, policies and so on). */
export const factKinds = ["hours", "prices", "policies", "delivery", "directions"] as const;

export type CannedKind = (typeof cannedKinds)[number];
export type FactKind = (typeof factKinds)[number];
export type ReplyKind = CannedKind | FactKind;

/** What the quick-reply buttons ask, in the order of their labels in ~/locale/chat. */
export const quickReplyKinds = [
  "checkInOut",
  "amenities",
  "prices",
  "hours",
  "directions",
  "handover",
] as const satisfies readonly ReplyKind[];

/**
 * The words that point to each answer. A word with a space is a phrase of whole words; a trailing
 * `*` takes any ending ("offer*": offers, offered); a Bengali word takes any ending too (its case
 * endings: রুমের, নাশতার) unless it ends in `=` (কল=, not কলেজ); an English word of six letters or more also matches with one letter
 * wrong, missing, extra or swapped.
 */
const words: Record<ReplyKind, readonly string[]> = {
  handover: [
    "human",
    "person",
    "agent",
    "staff",
    "manager",
    "someone",
    "somebody",
    "representative",
    "operator",
    "receptionist",
    "talk to",
    "speak to",
    "speak with",
    "talk with",
    "call",
    "calling",
    "phone",
    "whatsapp",
    "contact",
    "manush",
    "kotha bolte",
    "মানুষ",
    "প্রতিনিধি",
    "কথা বল",
    "ফোন",
    "কল=",
    "যোগাযোগ",
    "হোয়াটসঅ্যাপ",
  ],
  dietary: [
    "vegetarian",
    "veg",
    "vegan",
    "halal",
    "gluten*",
    "diet*",
    "allerg*",
    "coeliac",
    "celiac",
    "kosher",
    "lactose",
    "niramish",
    "niramis",
    "নিরামিষ",
    "ভেগান",
    "হালাল",
    "গ্লুটেন",
    "অ্যালার্জি",
    "এলার্জি",
    "ডায়েট",
  ],
  checkInOut: [
    "check in",
    "check out",
    "checkin",
    "checkout",
    "check ins",
    "check outs",
    "চেক ইন",
    "চেক আউট",
    "চেকইন",
    "চেকআউট",
  ],
  policies: [
    "cancel*",
    "refund*",
    "policy",
    "policies",
    "child",
    "children",
    "kid",
    "kids",
    "pet",
    "pets",
    "dog*",
    "infant*",
    "baby",
    "rule*",
    "baccha",
    "bachcha",
    "batil",
    "বাতিল",
    "ফেরত",
    "শিশু",
    "বাচ্চা",
    "নীতি",
    "নিয়ম",
    "পোষা",
  ],
  delivery: [
    "deliver*",
    "takeaway",
    "take away",
    "order food",
    "food order",
    "order online",
    "home delivery",
    "ডেলিভারি",
    "হোম ডেলিভারি",
    "খাবার অর্ডার",
  ],
  directions: [
    "how do i get",
    "how to get",
    "get there",
    "get to",
    "direction*",
    "address",
    "location",
    "located",
    "where",
    "map",
    "maps",
    "airport",
    "station",
    "reach",
    "kothay",
    "kothai",
    "thikana",
    "ঠিকানা",
    "কোথায়",
    "লোকেশন",
    "কীভাবে যাব",
    "কিভাবে যাব",
    "কীভাবে আসব",
    "কিভাবে আসব",
    "বিমানবন্দর",
    "এয়ারপোর্ট",
  ],
  hours: [
    "open",
    "opens",
    "opening",
    "close",
    "closes",
    "closing",
    "hours",
    "timing*",
    "what time",
    "when",
    "schedule",
    "restaurant*",
    "dining",
    "lunch",
    "dinner",
    "bar",
    "room service",
    "front desk",
    "reception",
    "concierge",
    "khola",
    "kokhon",
    "koyta",
    "খোলা",
    "খোলে",
    "বন্ধ=",
    "কখন",
    "কয়টা",
    "সময়",
    "রেস্তোরাঁ",
    "রেস্টুরেন্ট",
    "দুপুরের খাবার",
    "রাতের খাবার",
    "রুম সার্ভিস",
    "ফ্রন্ট ডেস্ক",
    "অভ্যর্থনা",
  ],
  offers: [
    "offer*",
    "discount*",
    "deal",
    "deals",
    "promo*",
    "coupon*",
    "package*",
    "sale",
    "special*",
    "অফার",
    "ছাড়=",
    "ডিসকাউন্ট",
    "প্যাকেজ",
  ],
  prices: [
    "price*",
    "cost*",
    "rate",
    "rates",
    "tariff*",
    "how much",
    "cheap*",
    "expensive",
    "budget",
    "taka",
    "tk",
    "dollar*",
    "usd",
    "fare",
    "dam",
    "koto",
    "টাকা",
    "দাম",
    "ভাড়া",
    "খরচ",
    "মূল্য",
    "কত টাকা",
  ],
  amenities: [
    "breakfast",
    "wifi",
    "wi fi",
    "internet",
    "pool",
    "swim*",
    "gym",
    "fitness",
    "parking",
    "spa",
    "amenit*",
    "facilit*",
    "included",
    "include",
    "includes",
    "laundry",
    "nasta",
    "nashta",
    "নাশতা",
    "নাস্তা",
    "ব্রেকফাস্ট",
    "ওয়াই ফাই",
    "ওয়াইফাই",
    "ইন্টারনেট",
    "পুল",
    "সুইমিং",
    "জিম",
    "পার্কিং",
    "সুবিধা",
  ],
  availability: [
    "availab*",
    "vacanc*",
    "book",
    "booking",
    "reserv*",
    "room",
    "rooms",
    "adult*",
    "guest*",
    "people",
    "night",
    "nights",
    "date",
    "dates",
    "stay",
    "tonight",
    "tomorrow",
    "january",
    "february",
    "march",
    "april",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "khali",
    "খালি",
    "বুক",
    "রুম",
    "কক্ষ",
    "রাত",
    "তারিখ",
    "জন=",
    "জনের",
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে=",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
  ],
  greeting: [
    "hi",
    "hello",
    "hey",
    "hallo",
    "hiya",
    "salam",
    "salaam",
    "assalamu",
    "assalamualaikum",
    "asalamualaikum",
    "good morning",
    "good afternoon",
    "good evening",
    "namaskar",
    "adab",
    "হ্যালো",
    "হাই",
    "সালাম",
    "আসসালামু",
    "নমস্কার",
    "আদাব",
    "শুভ সকাল",
    "শুভ সন্ধ্যা",
  ],
};

/** When two answers fit a message equally well, the earlier one is chosen. */
const priority: readonly ReplyKind[] = [
  "handover",
  "dietary",
  "checkInOut",
  "policies",
  "delivery",
  "directions",
  "hours",
  "offers",
  "prices",
  "amenities",
  "availability",
];

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

const compiled = Object.fromEntries(
  Object.entries(words).map(([kind, list]) => [kind, list.map(compile)]),
) as Record<ReplyKind, Pattern[]>;

function occurs(pattern: Pattern, said: readonly string[]): boolean {
  for (let start = 0; start + pattern.length <= said.length; start++)
    if (pattern.every((part, offset) => wordMatches(part, said[start + offset]!))) return true;
  return false;
}

/** How many of an answer's words a message has, a phrase counting each of its words. */
function score(kind: ReplyKind, said: readonly string[]): number {
  return compiled[kind].reduce(
    (sum, pattern) => sum + (occurs(pattern, said) ? pattern.length : 0),
    0,
  );
}

/**
 * The answer that fits a message best: the one with most of its words in it, the earlier in
 * `priority` on a tie. A greeting is the answer only when nothing else fits ("hi, is breakfast
 * included?" is about breakfast). Null when nothing fits.
 */
export function matchKind(text: string): ReplyKind | null {
  const said = tokens(text);
  let best: ReplyKind | null = null;
  let bestScore = 0;
  for (const kind of priority) {
    const points = score(kind, said);
    if (points > bestScore) {
      best = kind;
      bestScore = points;
    }
  }
  if (best) return best;
  return score("greeting", said) > 0 ? "greeting" : null;
}

export type ReplyChoice =
  | { kind: ReplyKind }
  /** Nothing fitted: one of the canned replies, by its place in the list. */
  | { kind: "random"; index: number };

/** The answer to a message, or when nothing fits a canned reply chosen by `random`. */
export function chooseReply(
  text: string,
  replyCount: number,
  random: () => number = Math.random,
): ReplyChoice {
  const kind = matchKind(text);
  if (kind) return { kind };
  return { kind: "random", index: Math.min(replyCount - 1, Math.floor(random() * replyCount)) };
}

const hourTopics: Record<HourId, readonly string[]> = {
  frontDesk: ["front desk", "reception", "ফ্রন্ট ডেস্ক", "অভ্যর্থনা"],
  concierge: ["concierge", "কনসিয়ার্জ"],
  roomService: ["room service", "রুম সার্ভিস"],
  fineDining: ["restaurant*", "dining", "dinner", "রেস্তোরাঁ", "রেস্টুরেন্ট", "রাতের খাবার"],
  terraceLunch: ["restaurant*", "lunch", "terrace", "রেস্তোরাঁ", "রেস্টুরেন্ট", "দুপুরের খাবার"],
  terraceDinner: ["restaurant*", "dinner", "terrace", "রেস্তোরাঁ", "রেস্টুরেন্ট", "রাতের খাবার"],
  bar: ["bar", "lounge", "বার="],
  breakfastWeekdays: ["breakfast", "nasta", "nashta", "নাশতা", "নাস্তা", "ব্রেকফাস্ট"],
  breakfastWeekends: ["breakfast", "nasta", "nashta", "নাশতা", "নাস্তা", "ব্রেকফাস্ট"],
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
