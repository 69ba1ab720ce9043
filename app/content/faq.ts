import { LOCALE } from "../lib/locale";
import { faqText as bnText } from "./bn/faq";
import { venues } from "./venues";
import { faqText as enText, type FaqFacts } from "./en/faq";
import type { FaqEntry } from "./faq-schemas";
import { hours, policies } from "./policies";
import { siteText } from "./site";

const text = LOCALE === "bn" ? bnText : enText;
const [fineDining, terrace] = venues;

/**
 * Every policy figure is read from content/policies.ts (spec-decisions: one set of policies), so
 * the answers can never disagree with room detail or booking information.
 */
const facts: FaqFacts = {
  ...policies,
  timeOf: (id) => hours.find((entry) => entry.id === id)?.time ?? "",
  city: siteText.city,
  fineDining: fineDining.name,
  terrace: terrace.name,
};

const entry = <const Id extends keyof typeof enText>(id: Id) => ({
  id,
  question: text[id].question,
  answer: text[id].answer(facts),
});

/** The contact page's FAQ. */
export const faq = [
  entry("check-in-out"),
  entry("cancellation"),
  entry("children"),
  entry("pets"),
  entry("breakfast"),
  entry("room-service"),
  entry("dining-reservations"),
] as const satisfies readonly FaqEntry[];
