import { describe, expect, it } from "vitest";
import { hourIds } from "~/content/hour-ids";
import { chat as bn } from "~/locales/bn/chat";
import { chat as en } from "~/locales/en/chat";
import {
  cannedKinds,
  chooseReply,
  hoursAskedAbout,
  matchKind,
  partyAskedFor,
  quickReplyKinds,
  tokens,
} from "./chat-match";

// Questions guests really type, in English, Bengali and Banglish, misspellings and all, with the
// answer each should get.
const questions: [string, string][] = [
  // greetings
  ["hi", "greeting"],
  ["Hello!", "greeting"],
  ["assalamu alaikum", "greeting"],
  ["আসসালামু আলাইকুম", "greeting"],
  ["হ্যালো", "greeting"],
  // check-in and check-out
  ["What time is check-in?", "checkInOut"],
  ["check in koyta theke", "checkInOut"],
  ["চেক-ইন কখন", "checkInOut"],
  ["checkout time?", "checkInOut"],
  ["চেক আউটের সময় কয়টা?", "checkInOut"],
  // amenities and breakfast
  ["Is breakfast included?", "amenities"],
  ["breakfast ache?", "amenities"],
  ["brekfast included", "amenities"],
  ["নাশতা আছে?", "amenities"],
  ["wifi ache?", "amenities"],
  ["Do you have a swimming pool?", "amenities"],
  ["hi, is there free wi-fi?", "amenities"],
  // availability and booking
  ["room for 4 adults on 3 December?", "availability"],
  ["Do you have availabilty next weekend?", "availability"],
  ["I want to book a room for 2 nights", "availability"],
  ["রুম খালি আছে?", "availability"],
  ["২ জন, ৫ জানুয়ারি", "availability"],
  // dietary needs
  ["halal food?", "dietary"],
  ["Do you have vegan options?", "dietary"],
  ["gluten free breakfast?", "dietary"],
  ["হালাল খাবার পাওয়া যায়?", "dietary"],
  ["niramish khabar ache?", "dietary"],
  // a person
  ["talk to a human", "handover"],
  ["Can I speak to someone?", "handover"],
  ["মানুষের সঙ্গে কথা বলতে চাই", "handover"],
  ["whatsapp number?", "handover"],
  // offers
  ["any discount?", "offers"],
  ["Do you have special offers?", "offers"],
  ["ডিসকাউন্ট আছে?", "offers"],
  ["কোনো অফার চলছে?", "offers"],
  // prices
  ["কত টাকা", "prices"],
  ["How much is a room?", "prices"],
  ["room price koto?", "prices"],
  ["What are your rates?", "prices"],
  ["রুমের ভাড়া কত?", "prices"],
  // opening hours
  ["restaurant open?", "hours"],
  ["When does the bar close?", "hours"],
  ["What time is breakfast?", "hours"],
  ["রেস্তোরাঁ কখন খোলা থাকে?", "hours"],
  ["room service hours", "hours"],
  // policies
  ["What is your cancellation policy?", "policies"],
  ["Do kids stay free?", "policies"],
  ["Are pets allowed?", "policies"],
  ["বুকিং বাতিল করলে কী হবে?", "policies"],
  // delivery
  ["Do you deliver to Upashahar?", "delivery"],
  ["home delivery ache?", "delivery"],
  ["ডেলিভারি কোথায় কোথায় দেন?", "delivery"],
  // directions
  ["how do I get there", "directions"],
  ["What is your address?", "directions"],
  ["hotel kothay?", "directions"],
  ["ঠিকানা কী?", "directions"],
  ["কীভাবে যাব?", "directions"],
];

const nothingFits = ["asdf qwerty", "Tell me a joke", "???", "ধন্যবাদ", "ok thanks", "blue"];

describe("matchKind", () => {
  it.each(questions)("%s -> %s", (question, kind) => {
    expect(matchKind(question)).toBe(kind);
  });

  it.each(nothingFits)("%s fits nothing", (text) => {
    expect(matchKind(text)).toBeNull();
  });

  it("reads hyphens and punctuation as spaces, in both scripts", () => {
    expect(tokens("Check-in, WI-FI?")).toEqual(["check", "in", "wi", "fi"]);
    expect(tokens("চেক-ইন?")).toEqual(["চেক", "ইন"]);
  });

  it("forgives one wrong letter only in long English words", () => {
    expect(matchKind("breakfsat?")).toBe("amenities");
    expect(matchKind("vegeterian")).toBe("dietary");
    expect(matchKind("brkfst")).toBeNull();
  });

  it("keeps a Bengali word from matching a longer one it starts (বন্ধু is not বন্ধ)", () => {
    expect(matchKind("বন্ধু")).toBeNull();
    expect(matchKind("বন্ধ কখন")).toBe("hours");
  });
});

describe("chooseReply", () => {
  it("answers a fitting message by its kind, whatever the random number", () => {
    expect(chooseReply("Is breakfast included?", 7, () => 0)).toEqual({ kind: "amenities" });
    expect(chooseReply("Is breakfast included?", 7, () => 0.99)).toEqual({ kind: "amenities" });
  });

  it("falls back to a canned reply chosen by the random number when nothing fits", () => {
    expect(chooseReply("asdf", 7, () => 0)).toEqual({ kind: "random", index: 0 });
    expect(chooseReply("asdf", 7, () => 0.5)).toEqual({ kind: "random", index: 3 });
    expect(chooseReply("asdf", 7, () => 0.9999)).toEqual({ kind: "random", index: 6 });
  });

  it("names the seven canned replies in their order", () => {
    expect(cannedKinds).toHaveLength(7);
  });
});

describe("the quick replies", () => {
  it("have a question in each language that gets the answer the button names", () => {
    expect(en.quickReplies).toHaveLength(quickReplyKinds.length);
    expect(bn.quickReplies).toHaveLength(quickReplyKinds.length);
    quickReplyKinds.forEach((kind, index) => {
      expect(matchKind(en.quickReplies[index]!.question)).toBe(kind);
      expect(matchKind(bn.quickReplies[index]!.question)).toBe(kind);
    });
  });
});

describe("hoursAskedAbout", () => {
  it("gives the hours a message names, or all of them", () => {
    expect(hoursAskedAbout("restaurant open?", hourIds)).toEqual([
      "fineDining",
      "terraceLunch",
      "terraceDinner",
    ]);
    expect(hoursAskedAbout("What time is breakfast?", hourIds)).toEqual([
      "breakfastWeekdays",
      "breakfastWeekends",
    ]);
    expect(hoursAskedAbout("বার কখন খোলা?", hourIds)).toEqual(["bar"]);
    expect(hoursAskedAbout("opening hours?", hourIds)).toEqual([...hourIds]);
  });
});

describe("partyAskedFor", () => {
  it.each([
    ["room for 4 adults on 3 December?", 4],
    ["2 adults and 2 children, 3 nights", 4],
    ["we are a family of four", 4],
    ["two guests from 12 january", 2],
    ["any room for 3 people?", 3],
    ["৩ ডিসেম্বর ৪ জনের জন্য রুম খালি আছে?", 4],
    ["আমরা ২জন, দুই রাত", 2],
    ["চার জন প্রাপ্তবয়স্ক আর দুই শিশু", 6],
  ])("%s: %i", (message, size) => {
    expect(partyAskedFor(message)).toBe(size);
  });

  it.each([
    "room on 3 December for 2 nights",
    "is a room free tomorrow?",
    "দুই রাতের জন্য রুম",
    "10000 people",
  ])("%s: no party", (message) => {
    expect(partyAskedFor(message)).toBeNull();
  });
});
