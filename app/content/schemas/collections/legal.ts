// The legal pages (privacy policy, terms, accessibility statement): content/legal/<id>.yaml, one
// file per page, its sections in both languages and the day it was last changed.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { isoDate, knownFacts, text } from "./fields.ts";
import { PageWords } from "./pages.ts";

const Section = z.strictObject({
  heading: text("the section's heading, also its entry in the page's contents list").meta({
    label: "Heading",
  }),
  paragraphs: z
    .array(
      text(
        "one paragraph of plain text; a policy or time is written as a placeholder in braces, such as {checkIn}, so it always matches the rest of the site",
      ).superRefine(knownFacts),
    )
    .min(1)
    .describe("the section's paragraphs, at least one")
    .meta({ label: "Paragraphs" }),
  whenDelivering: z
    .array(
      text(
        "one paragraph, as in paragraphs; {requestsGoTo} names where requests are sent",
      ).superRefine(knownFacts),
    )
    .min(1)
    .optional()
    .describe(
      "the paragraphs shown instead while confirmed requests are sent to the hotel (The hotel: Requests to the hotel); leave it out where the section says the same either way",
    )
    .meta({ label: "Paragraphs while requests are sent" }),
  list: z
    .array(text("one point of the list; placeholders as in paragraphs").superRefine(knownFacts))
    .min(1)
    .optional()
    .describe("points listed under the paragraphs, if any")
    .meta({ label: "List" }),
});

const LegalWords = PageWords.pick({ title: true, description: true, heading: true }).extend({
  sections: z
    .array(Section)
    .min(1)
    .describe("the page's sections, in reading order")
    .meta({ label: "Sections" }),
  contact: z
    .strictObject({
      heading: text("the box's heading, such as the person's role").meta({ label: "Heading" }),
      text: text("what they can help with").meta({ label: "Text" }),
    })
    .optional()
    .describe(
      "a box after the sections naming who to contact; the site adds the coordinator's e-mail and phone",
    )
    .meta({ label: "Who to contact" }),
});

const LegalFacts = z.strictObject({
  updated: isoDate
    .optional()
    .describe(
      'the day the text last changed, year-month-day, shown as "Last updated"; leave it out on a page that shows no date',
    )
    .meta({ label: "Last updated" }),
});

export const LegalFile = z
  .strictObject({ en: LegalFacts.extend(LegalWords.shape), bn: LegalWords })
  // The Bengali page says everything the English one says: the same sections, paragraphs and points.
  .superRefine((file, context) => {
    file.en.sections.forEach((en, index) => {
      const bn = file.bn.sections[index];
      const path = ["bn", "sections", index];
      if (!bn)
        return context.addIssue({
          code: "custom",
          path,
          input: undefined,
          message: `missing (its Bengali text of "${en.heading}")`,
        });
      if (bn.paragraphs.length !== en.paragraphs.length)
        context.addIssue({
          code: "custom",
          path: [...path, "paragraphs"],
          input: bn.paragraphs.length,
          message: `${bn.paragraphs.length} paragraphs where the English has ${en.paragraphs.length}`,
        });
      if ((bn.whenDelivering?.length ?? 0) !== (en.whenDelivering?.length ?? 0))
        context.addIssue({
          code: "custom",
          path: [...path, "whenDelivering"],
          input: bn.whenDelivering?.length ?? 0,
          message: `${bn.whenDelivering?.length ?? 0} paragraphs while requests are sent where the English has ${en.whenDelivering?.length ?? 0}`,
        });
      if ((bn.list?.length ?? 0) !== (en.list?.length ?? 0))
        context.addIssue({
          code: "custom",
          path: [...path, "list"],
          input: bn.list?.length ?? 0,
          message: `${bn.list?.length ?? 0} points where the English has ${en.list?.length ?? 0}`,
        });
    });
    if (file.en.contact && !file.bn.contact)
      context.addIssue({
        code: "custom",
        path: ["bn", "contact"],
        input: undefined,
        message: "missing (its Bengali text)",
      });
    if (file.bn.sections.length > file.en.sections.length)
      context.addIssue({
        code: "custom",
        path: ["bn", "sections"],
        input: file.bn.sections.length,
        message: "more sections than the English page",
      });
  });

type LegalFileData = z.output<typeof LegalFile>;

export function localizeLegal(id: string, file: LegalFileData, locale: Locale) {
  const { title, description, heading, sections, contact } = file[locale];
  return { id, order: 0, updated: file.en.updated, title, description, heading, sections, contact };
}

export const legal = {
  folder: "legal",
  file: LegalFile,
  localize: localizeLegal,
  editor: {
    label: "Legal pages",
    singular: "Legal page",
    description:
      "The privacy policy, the terms and the accessibility statement. Change the date when the text changes.",
    identifier: "title",
    summary: "{{title}} ({{updated}})",
    create: false,
  },
} as const;

/** A legal page as its route shows it. */
export type LegalPageContent = ReturnType<typeof localizeLegal>;
