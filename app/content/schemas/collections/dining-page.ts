// The dining page's own words (content/pages/dining.yaml): besides its title and hero, the chef,
// and the names of the menu's tabs and labels (a fixed set: the page orders the tabs and
// highlights some labels, so the hotel renames them here and adds none).
import { z } from "zod";
import { photoId, text } from "./fields.ts";
import { menuCategoryIds, menuTagIds } from "./menu.ts";
import { pageCollection, photoAlt } from "./pages.ts";

const namesOf = <const Ids extends readonly string[]>(ids: Ids, what: string) =>
  z.strictObject(
    Object.fromEntries(
      ids.map((id) => [id, text(`the name of the ${what} "${id}"`).meta({ label: id })]),
    ) as Record<Ids[number], ReturnType<typeof text>>,
  );

const Chef = z.strictObject({
  name: text("the chef's name as the page shows it").meta({ label: "Name" }),
  position: text('the chef\'s position, such as "Executive Chef"').meta({ label: "Position" }),
  bio: z
    .array(text("one paragraph of the chef's story", 40))
    .min(1)
    .describe("the chef's story, one paragraph each")
    .meta({ label: "Story" }),
  awards: z
    .array(text("one award, with its year"))
    .min(3)
    .describe("three or more awards")
    .meta({ label: "Awards" }),
  photoAlt: text("what the chef's portrait shows, for guests who cannot see it", 8).meta({
    label: "What the portrait shows",
  }),
});

export const diningPage = pageCollection("dining", "Dining page", {
  words: {
    chef: Chef.describe("the executive chef's section").meta({ label: "The chef" }),
    menuCategories: namesOf(menuCategoryIds, "menu tab")
      .describe("the names of the menu's tabs")
      .meta({ label: "Menu tabs" }),
    menuTags: namesOf(menuTagIds, "label")
      .describe("the names of the labels a dish carries")
      .meta({ label: "Dish labels" }),
    bandPhotoAlt: photoAlt("the photo the width of the page, before the menu"),
  },
  facts: {
    chefPhoto: photoId.meta({ label: "The chef's portrait (id on the photo host)" }),
    bandPhoto: photoId.meta({
      label: "Photo the width of the page, before the menu (id on the photo host)",
    }),
  },
});
