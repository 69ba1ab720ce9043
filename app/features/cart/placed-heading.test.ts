// Every ending's heading, in both languages, against what happened (issue 49): with nothing sent
// by the site it says the request is ready to send, never thanks for it or claims it was received
// or confirmed; sent by the site, it says it is being sent (the status below says when it arrived).
import { describe, expect, it } from "vitest";
import { cart as en } from "~/locales/en/cart";
import { cart as bn } from "~/locales/bn/cart";
import { placedHeading } from "./placed-heading";

const overclaims = /thank|received|confirmed|sent to|ধন্যবাদ|পেয়েছি|নিশ্চিত|পাঠানো হয়েছে/i;
const none = () => false;
const all = () => true;

describe.each([
  ["English", en],
  ["Bengali", bn],
])("the placed cart's heading in %s", (_, t) => {
  it("says an order, a request or several are ready to send when the site sends nothing", () => {
    expect(placedHeading(t.placed, ["order"], none)).toBe(t.placed.ready.order);
    expect(placedHeading(t.placed, ["stay"], none)).toBe(t.placed.ready.stay);
    expect(placedHeading(t.placed, ["order", "stay"], none)).toBe(t.placed.ready.many);
    for (const words of Object.values(t.placed.ready)) expect(words).not.toMatch(overclaims);
  });

  it("says they are being sent when the site sends them, and which is which when only some", () => {
    expect(placedHeading(t.placed, ["order"], all)).toBe(t.placed.sending.order);
    expect(placedHeading(t.placed, ["stay", "stay"], all)).toBe(t.placed.sending.many);
    expect(placedHeading(t.placed, ["order", "stay"], (kind) => kind === "stay")).toBe(
      t.placed.some,
    );
    for (const words of [...Object.values(t.placed.sending), t.placed.some])
      expect(words).not.toMatch(overclaims);
  });
});
