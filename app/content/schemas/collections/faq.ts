// The contact page's frequently asked questions: content/faq/<id>.yaml. An answer quotes the
// hotel's policies, hours and restaurants through placeholders ({checkIn}, {hours.frontDesk},
// {venue.fine-dining}), filled when the page is built (facts.server.ts), so no answer can state a
// time or a figure that disagrees with the room pages, the booking form or the chat.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { knownFacts, text } from "./fields.ts";

const answer = text(
  "the answer, 40 to 400 characters of plain text; a policy, time or restaurant is written as a placeholder in braces, such as {checkIn}, so it always matches the rest of the site",
  40,
  400,
)
  .superRefine(knownFacts)
  .meta({ label: "Answer" });

const FaqWords = z.strictObject({
  question: text("the question as a guest asks it, ending with a question mark", 10)
    .endsWith("?", "a question ends with a question mark")
    .meta({ label: "Question" }),
  answer,
});

const FaqFacts = z.strictObject({
  order: z
    .number()
    .int()
    .min(1)
    .describe("the question's place in the list: 1 comes first")
    .meta({ label: "Place in the list" }),
});

export const FaqFile = z.strictObject({ en: FaqFacts.extend(FaqWords.shape), bn: FaqWords });

type FaqFileData = z.output<typeof FaqFile>;

export function localizeFaq(id: string, file: FaqFileData, locale: Locale) {
  const { question, answer } = file[locale];
  return { id, order: file.en.order, question, answer };
}

export const faq = {
  folder: "faq",
  file: FaqFile,
  localize: localizeFaq,
  editor: {
    label: "Frequently asked questions",
    singular: "Question",
    description:
      "The questions and answers on the contact page. Write times and policies as placeholders in braces: the site fills them in from the hotel's policies and hours.",
    identifier: "question",
    summary: "{{order}}. {{question}}",
    sortable: ["order", "question"],
  },
} as const;

/** An entry as the contact page shows it, its placeholders filled. */
export type FaqEntry = { id: string; question: string; answer: string };
