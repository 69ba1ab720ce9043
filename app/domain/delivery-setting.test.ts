import { describe, expect, it } from "vitest";
import { deliveryOrigin, delivers, endpointOf, type DeliverySetting } from "./delivery-setting";

const off: DeliverySetting = { to: "", format: "json", kinds: ["stays", "tables", "orders"] };
const formspree: DeliverySetting = { ...off, to: "https://formspree.io/f/abcd" };
const netlify: DeliverySetting = { ...off, to: "netlify", format: "form" };

describe("where requests go", () => {
  it("sends nothing when the setting is off, or names no https address", () => {
    expect(endpointOf(off)).toBeUndefined();
    expect(endpointOf({ ...off, to: "http://example.com/form" })).toBeUndefined();
    expect(delivers(off, "stay")).toBe(false);
    expect(deliveryOrigin(off)).toBeUndefined();
  });

  it("sends the kinds the setting names, to its address", () => {
    expect(endpointOf(formspree)).toBe("https://formspree.io/f/abcd");
    expect(delivers(formspree, "stay")).toBe(true);
    expect(delivers(formspree, "hotel")).toBe(true);
    expect(delivers(formspree, "table")).toBe(true);
    expect(delivers(formspree, "order")).toBe(true);
    expect(delivers(formspree, "enquiry")).toBe(false);
    expect(delivers({ ...formspree, kinds: ["tables"] }, "stay")).toBe(false);
  });

  it("takes a stand-in on this machine over plain http, and no other plain http address", () => {
    expect(endpointOf({ ...off, to: "http://localhost:4198/requests" })).toBe(
      "http://localhost:4198/requests",
    );
    expect(endpointOf({ ...off, to: "http://127.0.0.1:8080" })).toBe("http://127.0.0.1:8080");
    expect(endpointOf({ ...off, to: "http://localhost.example.com/form" })).toBeUndefined();
    expect(endpointOf({ ...off, to: "https://forms.example.com/a b" })).toBeUndefined();
  });

  it("posts to the site itself for Netlify's collection, which needs no policy of its own", () => {
    expect(endpointOf(netlify)).toBe("/");
    expect(deliveryOrigin(netlify)).toBeUndefined();
    expect(deliveryOrigin(formspree)).toBe("https://formspree.io/f/abcd");
  });
});
