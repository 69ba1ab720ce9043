import { describe, expect, it, vi } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import { menuText as bnText } from "./bn/menu";
import { menuText as enText } from "./en/menu";
import { deliveryInfo, dishes, onlineCategories, spiceScale } from "./menu";
import { DeliveryInfoSchema, DishSchema, OnlineCategorySchema } from "./menu-schemas";

describe("online menu", () => {
  it("parses with its schemas", () => {
    for (const category of onlineCategories) OnlineCategorySchema.parse(category);
    for (const dish of dishes) expect(() => DishSchema.parse(dish), dish.id).not.toThrow();
    DeliveryInfoSchema.parse(deliveryInfo);
  });

  it("has the four tabs in the spec's order", () => {
    expect(onlineCategories.map((category) => [category.id, category.name])).toEqual([
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
    expect(() => DishSchema.parse({ ...dishes[0], price: 4.995 })).toThrow();
    expect(() => DishSchema.parse({ ...dishes[0], price: 3.98 })).toThrow();
    expect(() => DishSchema.parse({ ...dishes[0], price: 23 })).toThrow();
  });

  it("uses the spice scale mild 1, medium 2, hot 3, extra hot 4, and every level appears", () => {
    expect(spiceScale).toEqual({ mild: 1, medium: 2, hot: 3, "extra-hot": 4 });
    const levels = new Set(dishes.map((dish) => ("spiceLevel" in dish ? dish.spiceLevel : null)));
    for (const level of Object.keys(spiceScale)) expect(levels).toContain(level);
  });

  it("shows both badges somewhere, and allergens as lists", () => {
    expect(dishes.some((dish) => dish.vegetarian)).toBe(true);
    expect(dishes.some((dish) => !dish.vegetarian)).toBe(true);
    expect(dishes.some((dish) => "popular" in dish && dish.popular)).toBe(true);
    expect(dishes.some((dish) => "allergens" in dish && dish.allergens.length > 0)).toBe(true);
  });

  it("delivers to the spec's areas at the spec's times", () => {
    expect(deliveryInfo.areas).toEqual([
      "Zindabazar",
      "Upashahar",
      "Amberkhana",
      "Subidbazar",
      "Tilagor",
    ]);
    expect(deliveryInfo.lunch).toBe("12:00 – 3:00 PM");
    expect(deliveryInfo.dinner).toBe("6:00 – 10:00 PM");
    expect(deliveryInfo.averageMinutes).toEqual([30, 45]);
  });
});

describe("Bengali", () => {
  it("says everything the English menu says", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
  });

  it("parses with the schemas in the Bengali build, with the same facts as the English one", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    try {
      const bn = await import("./menu");
      for (const category of bn.onlineCategories) OnlineCategorySchema.parse(category);
      for (const dish of bn.dishes) expect(() => DishSchema.parse(dish), dish.id).not.toThrow();
      DeliveryInfoSchema.parse(bn.deliveryInfo);

      expect(bn.onlineCategories.map((category) => [category.id, category.name])).toEqual([
        ["appetizers", "অ্যাপেটাইজার"],
        ["mains", "মূল পদ"],
        ["desserts", "ডেজার্ট"],
        ["beverages", "পানীয়"],
      ]);
      expect(bn.dishes.find((dish) => dish.id === "shorshe-ilish")?.name).toBe("সর্ষে ইলিশ");
      expect(bn.dishes.find((dish) => dish.id === "vegetable-singara")?.allergens).toEqual([
        "গ্লুটেন",
        "চিনাবাদাম",
      ]);
      expect(new Set(bn.dishes.map((dish) => dish.name)).size).toBe(13);

      const facts = (list: typeof dishes) =>
        list.map(({ id, price, category, vegetarian, image, ...rest }) => ({
          id,
          price,
          category,
          vegetarian,
          photo: image.id,
          spiceLevel: "spiceLevel" in rest ? rest.spiceLevel : null,
          popular: "popular" in rest ? rest.popular : null,
          allergens: "allergens" in rest ? rest.allergens.length : 0,
        }));
      expect(facts(bn.dishes)).toEqual(facts(dishes));
      expect(bn.deliveryInfo.areas).toHaveLength(deliveryInfo.areas.length);
      expect(bn.deliveryInfo.lunch).toBe("দুপুর ১২টা – বিকেল ৩টা");
      expect(bn.deliveryInfo.averageMinutes).toEqual([30, 45]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
