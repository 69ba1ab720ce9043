import { describe, expect, it } from "vitest";
import { DishFile, orderCategoryIds, spiceLevels } from "../schemas/collections/dishes";
import { localize, readCollection } from "../server/files.server";

const { entries, problems } = readCollection("dishes");
const inLanguage = (locale: "en" | "bn") =>
  entries.map((entry) => localize("dishes", entry, locale)).sort((a, b) => a.order - b.order);
const dishes = inLanguage("en");
const bnDishes = inLanguage("bn");

const orderPage = readCollection("order-page");
const [page] = orderPage.entries.map((entry) => localize("order-page", entry, "en"));
const [bnPage] = orderPage.entries.map((entry) => localize("order-page", entry, "bn"));

describe("online menu (content/dishes/, content/pages/order.yaml)", () => {
  it("is valid files", () => {
    expect(problems).toEqual([]);
    expect(orderPage.problems).toEqual([]);
  });

  it("has the four tabs in order", () => {
    expect(orderCategoryIds.map((id) => [id, page?.categories[id].name])).toEqual([
      ["appetizers", "Appetizers"],
      ["mains", "Main Courses"],
      ["desserts", "Desserts"],
      ["beverages", "Beverages"],
    ]);
  });

  it("has 13 dishes: 3 appetizers, 4 mains, 3 desserts, 3 beverages", () => {
    expect(dishes).toHaveLength(13);
    const count = (id: string) => dishes.filter((dish) => dish.category === id).length;
    expect([count("appetizers"), count("mains"), count("desserts"), count("beverages")]).toEqual([
      3, 4, 3, 3,
    ]);
    expect(new Set(dishes.map((dish) => dish.id)).size).toBe(13);
    expect(new Set(dishes.map((dish) => dish.name)).size).toBe(13);
  });

  it("prices dishes from exactly $3.99 to exactly $22.99, in whole cents", () => {
    const prices = dishes.map((dish) => dish.price);
    expect(Math.min(...prices)).toBe(3.99);
    expect(Math.max(...prices)).toBe(22.99);
    for (const price of prices) expect(Math.round(price * 100) / 100).toBe(price);
  });

  it("refuses a price in part cents", () => {
    const data = entries[0]?.data as { en: Record<string, unknown> };
    expect(DishFile.safeParse(data).success).toBe(true);
    expect(DishFile.safeParse({ ...data, en: { ...data.en, price: 4.995 } }).success).toBe(false);
  });

  it("uses the spice scale mild 1, medium 2, hot 3, extra hot 4, and every level appears", () => {
    expect(page?.spiceFlames).toEqual({ mild: 1, medium: 2, hot: 3, "extra-hot": 4 });
    const levels = new Set(dishes.map((dish) => dish.spiceLevel ?? null));
    for (const level of spiceLevels) expect(levels).toContain(level);
  });

  it("shows both badges somewhere, and allergens as lists", () => {
    expect(dishes.some((dish) => dish.vegetarian)).toBe(true);
    expect(dishes.some((dish) => !dish.vegetarian)).toBe(true);
    expect(dishes.some((dish) => dish.popular)).toBe(true);
    expect(dishes.some((dish) => (dish.allergens?.length ?? 0) > 0)).toBe(true);
  });

  it("delivers to the five areas at lunch and dinner, in 30–45 minutes, for $5", () => {
    expect(page?.deliveryAreas).toEqual([
      "Zindabazar",
      "Upashahar",
      "Amberkhana",
      "Subidbazar",
      "Tilagor",
    ]);
    expect(page?.lunchHours).toBe("12:00 – 3:00 PM");
    expect(page?.dinnerHours).toBe("6:00 – 10:00 PM");
    expect(page?.averageDelivery).toEqual({ from: 30, to: 45 });
    expect(page?.deliveryFee).toBe(5);
  });
});

describe("Bengali", () => {
  it("names every tab, dish and allergen, with the same facts as the English", () => {
    expect(orderCategoryIds.map((id) => [id, bnPage?.categories[id].name])).toEqual([
      ["appetizers", "অ্যাপেটাইজার"],
      ["mains", "মূল পদ"],
      ["desserts", "ডেজার্ট"],
      ["beverages", "পানীয়"],
    ]);
    expect(bnDishes.find((dish) => dish.id === "shorshe-ilish")?.name).toBe("সর্ষে ইলিশ");
    const singara = bnDishes.find((dish) => dish.id === "vegetable-singara");
    expect(singara?.allergens?.map((id) => bnPage?.allergens[id])).toEqual([
      "গ্লুটেন",
      "চিনাবাদাম",
    ]);
    expect(new Set(bnDishes.map((dish) => dish.name)).size).toBe(13);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const facts = (list: typeof dishes) => list.map(({ name, description, image, ...f }) => f);
    expect(facts(bnDishes)).toEqual(facts(dishes));
    expect(bnPage?.deliveryAreas).toHaveLength(page?.deliveryAreas.length ?? 0);
    expect(bnPage?.lunchHours).toBe("দুপুর ১২টা – বিকেল ৩টা");
    expect(bnPage?.averageDelivery).toEqual({ from: 30, to: 45 });
  });
});
