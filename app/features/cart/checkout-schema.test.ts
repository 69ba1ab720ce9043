import { describe, expect, it } from "vitest";
import { checkCheckout } from "./checkout-schema";
import { emptyCheckout } from "./checkout-values";

const messages = {
  nameRequired: "name",
  phoneInvalid: "phone",
  emailInvalid: "email",
  areaRequired: "area",
  addressRequired: "address",
  tooLong: (max: number) => `max ${max}`,
};
const areas = ["Zindabazar", "Upashahar"];
const checkoutErrors = (
  details: typeof good,
  context: { hasFood: boolean; hasStays?: boolean; areas: readonly string[] },
  words: typeof messages,
) => checkCheckout({ hasStays: false, ...context }, words)(details);
const good = {
  name: "Amina Rahman",
  phone: "+880 1711 000000",
  email: "",
  area: "Zindabazar",
  address: "House 4, Road 2",
};

describe("the checkout schema", () => {
  it("passes a whole delivery", () => {
    expect(checkoutErrors(good, { hasFood: true, areas }, messages)).toEqual({});
  });

  it("asks for every field of an empty delivery", () => {
    expect(checkoutErrors(emptyCheckout, { hasFood: true, areas }, messages)).toEqual({
      name: "name",
      phone: "phone",
      area: "area",
      address: "address",
    });
  });

  it("asks no address when there is no food to deliver", () => {
    expect(
      checkoutErrors({ ...good, area: "", address: "" }, { hasFood: false, areas }, messages),
    ).toEqual({});
  });

  it("asks an e-mail the hotel can confirm a room by when the cart holds one, and only then", () => {
    const stays = { hasFood: false, hasStays: true, areas };
    const roomsOnly = { ...good, area: "", address: "" };
    expect(checkoutErrors(roomsOnly, stays, messages)).toEqual({ email: "email" });
    expect(checkoutErrors({ ...roomsOnly, email: "amina@" }, stays, messages)).toEqual({
      email: "email",
    });
    expect(checkoutErrors({ ...roomsOnly, email: " amina@example.com " }, stays, messages)).toEqual(
      {},
    );
    // Food and a room: both the address and the e-mail.
    expect(checkoutErrors(emptyCheckout, { ...stays, hasFood: true }, messages)).toEqual({
      name: "name",
      phone: "phone",
      email: "email",
      area: "area",
      address: "address",
    });
  });

  it("refuses an area outside the delivery areas, blank text, bad phones and overlong entries", () => {
    expect(
      checkoutErrors(
        { name: "   ", phone: "12345", email: "", area: "Dhaka", address: " \n " },
        { hasFood: true, areas },
        messages,
      ),
    ).toEqual({ name: "name", phone: "phone", area: "area", address: "address" });
    expect(
      checkoutErrors(
        { ...good, name: "ন".repeat(10_000), phone: "1".repeat(31), address: "x".repeat(301) },
        { hasFood: true, areas },
        messages,
      ),
    ).toEqual({ name: "max 100", phone: "max 30", address: "max 300" });
  });

  it("takes Bengali digits, emoji and markup in names as text", () => {
    expect(
      checkoutErrors(
        { ...good, name: "<b>আমিনা</b> 🌸", phone: "০১৭১১-০০০০০০" },
        { hasFood: true, areas },
        messages,
      ),
    ).toEqual({});
  });
});
