// The contact page's FAQ as its loader hands it over: each answer's placeholders filled with the
// hotel's facts in the build's language. Build-time only.
import type { FaqEntry } from "../schemas/collections/faq.ts";
import { entriesOf } from "./content.server.ts";
import { fillFacts, hotelFacts } from "./facts.server.ts";

/** The FAQ in list order, as the contact page shows it. */
export function faqEntries(): FaqEntry[] {
  const facts = hotelFacts();
  return entriesOf("faq").map(({ id, question, answer }) => ({
    id,
    question,
    answer: fillFacts(answer, facts, `content/faq/${id}.yaml: answer`),
  }));
}
