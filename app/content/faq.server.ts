// The contact page's FAQ as its loader hands it over: each answer's placeholders filled with the
// one set of policies, the hours list, the city and the restaurants' names in the build's
// language. Build-time only.
import { LOCALE, localeTags } from "../lib/locale";
import type { FaqEntry } from "./collections/faq.ts";
import { entriesOf } from "./content.server.ts";
import { venues } from "./venues";

const only = <Entry>([entry]: Entry[], name: string) => {
  if (!entry) throw new Error(`content/${name}.yaml is missing`);
  return entry;
};

// Bengali pages write numbers in Bengali digits (২৪).
const numerals = new Intl.NumberFormat(localeTags[LOCALE], { useGrouping: false });
const number = (value: number) => numerals.format(value);

/** What each placeholder stands for in this build's language. */
export function faqFacts(): Record<string, string> {
  const { policies, hours } = only(entriesOf("policies"), "policies");
  const siteText = only(entriesOf("site"), "site").text;
  return {
    checkIn: policies.checkIn,
    checkOut: policies.checkOut,
    freeCancellationHours: number(policies.freeCancellationHours),
    lateCancellationCharge: policies.lateCancellationCharge,
    childrenFreeUnderAge: number(policies.childrenFreeUnderAge),
    diningNoticeHours: number(policies.diningNoticeHours),
    city: siteText.city,
    ...Object.fromEntries(hours.map((entry) => [`hours.${entry.id}`, entry.time])),
    ...Object.fromEntries(venues.map((venue) => [`venue.${venue.id}`, venue.name])),
  };
}

/** An answer with its placeholders filled; one that names no fact is an error, not a blank. */
export function fillAnswer(answer: string, facts: Record<string, string>) {
  return answer.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`FAQ: no fact for the placeholder {${name}}`);
    return value;
  });
}

/** The FAQ in list order, as the contact page shows it. */
export function faqEntries(): FaqEntry[] {
  const facts = faqFacts();
  return entriesOf("faq").map(({ id, question, answer }) => ({
    id,
    question,
    answer: fillAnswer(answer, facts),
  }));
}
