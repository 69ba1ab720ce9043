// Guests' words on the home page: content/testimonials/<id>.yaml.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { avatar } from "./about.ts";
import { isoDate, text } from "./fields.ts";

const TestimonialWords = z.strictObject({
  name: text("the guest's name").meta({ label: "Guest's name" }),
  position: text('who the guest was, such as "Business traveler"').meta({ label: "Who they were" }),
  quote: text("what the guest said, 40 characters or more", 40, 400).meta({ label: "What they said" }),
});

const TestimonialFacts = z.strictObject({
  order: z
    .number()
    .int()
    .min(1)
    .describe("the testimonial's place in the carousel: 1 comes first")
    .meta({ label: "Place in the carousel" }),
  date: isoDate
    .describe("when the guest stayed, year-month-day (only the month and year are shown)")
    .meta({ label: "Stayed" }),
  avatar,
});

export const TestimonialFile = z.strictObject({
  en: TestimonialFacts.extend(TestimonialWords.shape),
  bn: TestimonialWords,
});

export function localizeTestimonial(
  id: string,
  file: z.output<typeof TestimonialFile>,
  locale: Locale,
) {
  const { order, date, avatar } = file.en;
  return { id, order, date, avatar, ...file[locale] };
}

export type Testimonial = ReturnType<typeof localizeTestimonial>;

export const testimonials = {
  folder: "testimonials",
  file: TestimonialFile,
  localize: localizeTestimonial,
  editor: {
    label: "Testimonials",
    singular: "Testimonial",
    description: "Guest Experiences, the carousel on the home page.",
    identifier: "name",
    summary: "{{name}} ({{position}})",
    sortable: ["order", "name", "date"],
  },
} as const;
