import { formatNumber } from "~/i18n/format";

const age = (years: number) => (years === 0 ? "under 1" : String(years));
const list = (ages: readonly number[]) =>
  ages.length < 2
    ? ages.map(age).join("")
    : `${ages.slice(0, -1).map(age).join(", ")} and ${age(ages.at(-1)!)}`;

/**
 * A party's children by age, and its extra beds and cots (`~/locale/party-words`): the booking
 * form, My requests and the messages to the hotel.
 */
export const partyWords = {
  childAge: (n: number) => `Age of child ${n}`,
  chooseAge: "Age",
  ageRequired: "Please choose each child's age.",
  /** "(aged 4 and 9)", after "2 adults, 2 children". */
  ages: (ages: readonly number[]) => `(aged ${list(ages)})`,
  /** "1 extra bed and 1 cot". */
  bedding: (extraBeds: number, cots: number) =>
    [
      extraBeds
        ? extraBeds === 1
          ? "1 extra bed"
          : `${formatNumber(extraBeds, "en-GB")} extra beds`
        : "",
      cots ? (cots === 1 ? "1 cot" : `${formatNumber(cots, "en-GB")} cots`) : "",
    ]
      .filter(Boolean)
      .join(" and "),
  /** On a room card, beside how many its own beds sleep: "+1 extra bed". */
  plusExtraBeds: (count: number) => (count === 1 ? "+1 extra bed" : `+${count} extra beds`),
  beddingLabel: "Extra beds and cots",
  /** "1 extra bed: 3 nights × $25 = $75". */
  beddingPrice: (what: string, nights: number, nightly: string, amount: string) =>
    `${what}: ${nights === 1 ? "1 night" : `${nights} nights`} × ${nightly} = ${amount}`,
} as const;
