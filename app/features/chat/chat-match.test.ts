import { describe, expect, it } from "vitest";
import { chatReplyKeys } from "~/content/schemas/chat-replies";
import { hourIds } from "~/content/schemas/hour-ids";
import { chat as bn } from "~/locales/bn/chat";
import { chat as en } from "~/locales/en/chat";
import {
  hoursAskedAbout,
  matcher,
  partyAskedFor,
  priority,
  quickReplyKinds,
  tokens,
  type ReplyKind,
  type Triggers,
} from "./chat-match";
import { matchKind } from "./chat-answers";

/** A matcher over a few words of our own: every other reply has none. */
const over = (some: Partial<Record<ReplyKind, string[]>>) =>
  matcher(
    Object.fromEntries(
      chatReplyKeys.map((kind) => [kind, some[kind] ?? []]),
    ) as unknown as Triggers,
  );

describe("reading a message", () => {
  it("reads hyphens and punctuation as spaces, in both scripts", () => {
    expect(tokens("Check-in, WI-FI?")).toEqual(["check", "in", "wi", "fi"]);
    expect(tokens("চেক-ইন?")).toEqual(["চেক", "ইন"]);
  });
});

describe("the matching rules", () => {
  const { kindOf } = over({
    checkInOut: ["check in"],
    offers: ["offer*"],
    prices: ["ভাড়া"],
    hours: ["বন্ধ="],
    breakfast: ["breakfast"],
    pool: ["pool"],
    greeting: ["hi"],
  });

  it("matches a phrase only as whole words in order", () => {
    expect(kindOf("what time is check in")).toBe("checkInOut");
    expect(kindOf("check the room, I'm in")).toBeNull();
  });

  it("takes any ending after a *", () => {
    expect(kindOf("any offers?")).toBe("offers");
    expect(kindOf("offered")).toBe("offers");
  });

  it("takes a Bengali word's endings, unless it ends in =", () => {
    expect(kindOf("ভাড়ায়")).toBe("prices");
    expect(kindOf("বন্ধ কখন")).toBe("hours");
    expect(kindOf("বন্ধু")).toBeNull();
  });

  it("forgives one wrong letter only in English words of six letters or more", () => {
    expect(kindOf("brekfast")).toBe("breakfast");
    expect(kindOf("breakfsat")).toBe("breakfast");
    expect(kindOf("brkfst")).toBeNull();
    expect(kindOf("poll")).toBeNull();
  });

  it("is not sure of a message with none of the words: null, not a guess", () => {
    expect(kindOf("tell me a joke")).toBeNull();
    expect(kindOf("")).toBeNull();
  });

  it("greets only when nothing else fits", () => {
    expect(kindOf("hi")).toBe("greeting");
    expect(kindOf("hi, pool?")).toBe("pool");
  });
});

describe("which reply wins", () => {
  it("the one with most of its words in the message, a phrase counting each word", () => {
    const { kindOf } = over({ hours: ["open", "bar"], pool: ["pool"] });
    expect(kindOf("is the pool bar open")).toBe("hours");
    expect(kindOf("is the pool open")).toBe("pool");
  });

  it("on a tie, the earlier in the priority", () => {
    const { kindOf } = over({ halal: ["halal"], hours: ["restaurant"], availability: ["stay"] });
    expect(priority.indexOf("halal")).toBeLessThan(priority.indexOf("hours"));
    expect(kindOf("restaurant halal?")).toBe("halal");
    expect(kindOf("halal restaurant?")).toBe("halal");
    expect(kindOf("restaurant during my stay")).toBe("hours");
  });

  it("the priority names every reply but the greeting, once", () => {
    expect([...priority].sort()).toEqual(chatReplyKeys.filter((key) => key !== "greeting").sort());
  });

  it("tells whether a text has one of a reply's words", () => {
    const { mentions } = over({ airport: ["airport", "এয়ারপোর্ট"] });
    expect(mentions("Airport transfer on arrival", "airport")).toBe(true);
    expect(mentions("পৌঁছানোর দিন এয়ারপোর্ট থেকে পিকআপ", "airport")).toBe(true);
    expect(mentions("Butler service", "airport")).toBe(false);
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
