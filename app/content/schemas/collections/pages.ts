// Each page's own copy: content/pages/<page>.yaml. Every page has its title and description for
// search results, its heading, introduction and hero photo; a page with more words of its own
// (the home page's sections, the dining page's) extends the schema with them.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { knownFacts, photoId, text } from "./fields.ts";

export const PageWords = z.strictObject({
  title: text(
    "the page's title in search results and the browser tab, within 45 characters (the site's name follows it)",
    1,
    45,
  ).meta({ label: "Title in search results" }),
  description: text(
    "the page's summary in search results, 50 to 160 characters; a price, time or policy is written as a placeholder in braces, such as {roomPriceFrom}, so it always matches the rest of the site",
    50,
    160,
  )
    .superRefine(knownFacts)
    .meta({ label: "Summary in search results" }),
  heading: text("the page's main heading").meta({ label: "Heading" }),
  intro: text("the sentence or two under the heading; placeholders as in the summary")
    .superRefine(knownFacts)
    .meta({ label: "Introduction" }),
  photoAlt: text("what the hero photo shows, for guests who cannot see it", 8)
    .optional()
    .meta({ label: "What the hero photo shows" }),
});

export const PageFacts = z.strictObject({
  photo: photoId.optional().meta({ label: "Hero photo" }),
});

/** A section's small line above its title, and its title. */
const sectionHeading = (what: string) => ({
  eyebrow: text(`the small line above the ${what}'s title`, 1, 40).meta({ label: "Line above the title" }),
  title: text(`the ${what}'s title`, 1, 80).meta({ label: "Title" }),
});
const sectionText = (what: string) =>
  text(`the sentence or two under the ${what}'s title`).meta({ label: "Text under the title" });

/** The contact page's own sections: its details, forms, map and questions. */
export const contactPageWords = {
  details: z
    .strictObject({ ...sectionHeading("contact details"), intro: sectionText("contact details") })
    .describe("the contact details section's line above the title, title and introduction")
    .meta({ label: "Contact details" }),
  forms: z
    .strictObject(sectionHeading("forms"))
    .describe("the forms section's line above the title and title")
    .meta({ label: "Forms" }),
  map: z
    .strictObject({ ...sectionHeading("map"), text: sectionText("map") })
    .describe("the map section's line above the title, title and text")
    .meta({ label: "Map" }),
  faq: z
    .strictObject({ ...sectionHeading("questions"), intro: sectionText("questions") })
    .describe("the questions section's line above the title, title and introduction")
    .meta({ label: "Frequently asked questions" }),
};

/**
 * The collection of one page's file. `words` and `facts` add the page's own fields to the common
 * ones; a page's words are in both languages, its facts (photos, numbers) once, under `en:`.
 */
export function pageCollection<
  const Key extends string,
  Words extends z.core.$ZodLooseShape = Record<never, never>,
  Facts extends z.core.$ZodLooseShape = Record<never, never>,
>(key: Key, label: string, extra: { words?: Words; facts?: Facts } = {}) {
  const words = PageWords.extend(extra.words ?? ({} as Words));
  const facts = PageFacts.extend(extra.facts ?? ({} as Facts));
  const file = z.strictObject({ en: facts.extend(words.shape), bn: words });
  type File = z.output<typeof file>;
  return {
    folder: "pages",
    only: key,
    file,
    localize: (id: string, data: File, locale: Locale) => {
      // The English half holds the facts and the English words; take the facts from it and the
      // words from the page's language.
      const en = data.en as Record<string, unknown>;
      const factsOnly = Object.fromEntries(
        Object.keys(facts.shape).map((name) => [name, en[name]]),
      ) as z.output<typeof facts>;
      return { id, order: 0, ...factsOnly, ...(data[locale] as z.output<typeof words>) };
    },
    editor: { label, create: false },
  } as const;
}

/** A page's copy as its route shows it: title, description, heading, intro, hero photo. */
export type PageCopy = z.output<typeof PageWords> & z.output<typeof PageFacts>;

export const photoAlt = (what: string) =>
  text(`what ${what} shows, for guests who cannot see it`, 8).meta({
    label: `What ${what} shows`,
  });

/** The home page's own words and photos, beside the common ones. */
export const homePageFields = {
  words: {
    tagline: text("the line under the heading, in the hero").meta({ label: "Tagline" }),
    storyParagraphs: z
      .array(text("one paragraph of Our Story", 40, 600))
      .min(1)
      .max(3)
      .describe("Our Story's paragraphs, one to three")
      .meta({ label: "Our Story" }),
    storyFacts: z
      .array(
        z.strictObject({
          value: text(
            'the number or word shown large: a fact in braces, such as {roomCount}, {established} or {open.frontDesk} ("24/7"), so it matches the rest of the site; or a short word of its own',
            1,
            24,
          )
            .superRefine(knownFacts)
            .meta({ label: "Figure" }),
          label: text("what it counts").meta({ label: "What it counts" }),
        }),
      )
      .length(3)
      .describe("three facts under Our Story, each a figure and what it counts")
      .meta({ label: "Facts under Our Story" }),
    storyPhotoAlts: z
      .array(text("what one photo shows, for guests who cannot see it", 8))
      .length(4)
      .describe("what each of Our Story's four photos shows, in the same order as the photos")
      .meta({ label: "What Our Story's photos show" }),
    diningText: text(
      "the dining section's sentences; {chef} stands for the executive chef's name (content/team)",
      40,
      400,
    )
      .refine((words) => words.includes("{chef}"), "it must name the chef with {chef}")
      .meta({ label: "About the restaurant" }),
    diningPhotoAlt: photoAlt("the dining photo"),
    diningHighlights: z
      .array(text("one thing the restaurant offers"))
      .min(2)
      .max(5)
      .describe("two to five things the restaurant offers")
      .meta({ label: "Dining highlights" }),
    closingText: text("the closing invitation: a sentence or two", 20, 300).meta({
      label: "Closing invitation",
    }),
    giftTitle: text("the welcome gift's name").meta({ label: "Welcome gift" }),
    gift: text("how guests receive the welcome gift", 20, 300).meta({
      label: "How to receive the gift",
    }),
  },
  facts: {
    storyPhotos: z
      .array(photoId)
      .length(4)
      .describe("Our Story's four photos; the first two load with the page")
      .meta({ label: "Our Story's photos (ids on the photo host)" }),
    diningPhoto: photoId.meta({ label: "Dining photo (id on the photo host)" }),
  },
};

/** The About page's mission, beside the common fields. */
export const aboutPageFields = {
  words: {
    missionStatement: text("the mission in one sentence, shown as a pull quote", 40, 300).meta({
      label: "Mission",
    }),
    missionParagraphs: z
      .array(text("one paragraph", 40, 800))
      .min(1)
      .max(3)
      .describe("one to three paragraphs under the mission")
      .meta({ label: "About the mission" }),
    missionPhotoAlt: photoAlt("the mission's photo"),
    bandPhotoAlt: photoAlt("the photo the width of the page, after the mission"),
  },
  facts: {
    missionPhoto: photoId.meta({ label: "Mission photo (id on the photo host)" }),
    bandPhoto: photoId.meta({
      label: "Photo the width of the page, after the mission (id on the photo host)",
    }),
  },
};
