import { z } from "zod";

// Schema of the contact page's FAQ (spec section 2, Contact). The client imports only the type;
// app/content/faq.test.ts parses every entry and checks the answers against the one set of policies.

export const faqIds = [
  "check-in-out",
  "cancellation",
  "children",
  "pets",
  "breakfast",
  "room-service",
  "dining-reservations",
] as const;

export const FaqEntrySchema = z
  .strictObject({
    id: z.enum(faqIds).describe("Stable id, also the disclosure's anchor on the page"),
    question: z.string().min(10).endsWith("?").describe("Shown as the disclosure's summary"),
    answer: z
      .string()
      .min(40)
      .max(400)
      .describe("Plain text; facts are read from content/policies.ts, never retyped"),
  })
  .describe("A question and answer of the contact page's FAQ");
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
