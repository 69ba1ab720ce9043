// Each page's own copy: content/pages/<page>.yaml. Every page has its title and description for
// search results, its heading, introduction and hero photo; a page with more words of its own
// (the home page's sections, the dining page's) extends the schema with them.
import { z } from "zod";
import type { Locale } from "../../lib/locale";
import { photoId, text } from "./fields.ts";

export const PageWords = z.strictObject({
  title: text(
    "the page's title in search results and the browser tab, within 45 characters (the site's name follows it)",
    1,
    45,
  ).meta({ label: "Title in search results" }),
  description: text("the page's summary in search results, 50 to 160 characters", 50, 160).meta({
    label: "Summary in search results",
  }),
  heading: text("the page's main heading").meta({ label: "Heading" }),
  intro: text("the sentence or two under the heading").meta({ label: "Introduction" }),
  photoAlt: text("what the hero photo shows, for guests who cannot see it", 8)
    .optional()
    .meta({ label: "What the hero photo shows" }),
});

export const PageFacts = z.strictObject({
  photo: photoId.optional().meta({ label: "Hero photo (id on the photo host)" }),
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
