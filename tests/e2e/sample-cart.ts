import type { Page } from "@playwright/test";
import { CART_STORAGE_KEY } from "../../app/features/cart/cart-storage";

// Cart lines the journeys put in storage, as the cart keeps them (its prices and photos are the
// catalogue's; the cart prices them again from it). A room's stay is one June 2026 night.
export const lassi = {
  id: "mango-lassi",
  name: "Mango Lassi",
  price: 4.49,
  image: "1527661591475-527312dd65f5",
  type: "food",
};
export const biryani = {
  id: "kacchi-biryani",
  name: "Kacchi Biryani",
  price: 22.99,
  image: "1563379091339-03b21ab4a4f8",
  type: "food",
};
export const deluxe = {
  id: "deluxe",
  name: "Deluxe Room",
  price: 249,
  image: "1611892440504-42a792e24d32",
  type: "room",
  // One night, so a line of one room costs the nightly price.
  dates: { checkIn: "2026-06-20", checkOut: "2026-06-21" },
  party: { adults: 2, children: 0 },
};

/** The cart as storage holds it. */
export const storedCart = (items: object[]) => JSON.stringify({ version: 1, items });

/** Puts a cart in storage before the first page load only (a reload then reads what the app saved). */
export async function seedCart(page: Page, value: string) {
  await page.addInitScript(
    ({ key, raw }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(key, raw);
    },
    { key: CART_STORAGE_KEY, raw: value },
  );
}
