import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { partyWords as en } from "../en/party-words";

const age = (years: number) => (years === 0 ? "১ বছরের কম" : bnDigits(years));
const list = (ages: readonly number[]) =>
  ages.length < 2
    ? ages.map(age).join("")
    : `${ages.slice(0, -1).map(age).join(", ")} ও ${age(ages.at(-1)!)}`;

/** অতিথিদের শিশুদের বয়স, অতিরিক্ত বিছানা ও কট। */
export const partyWords = {
  childAge: (n: number) => `${bnDigits(n)} নম্বর শিশুর বয়স`,
  chooseAge: "বয়স",
  ageRequired: "অনুগ্রহ করে প্রতিটি শিশুর বয়স বেছে নিন।",
  ages: (ages: readonly number[]) => `(বয়স ${list(ages)})`,
  bedding: (extraBeds: number, cots: number) =>
    [
      extraBeds ? `${bnDigits(extraBeds)}টি অতিরিক্ত বিছানা` : "",
      cots ? `${bnDigits(cots)}টি কট` : "",
    ]
      .filter(Boolean)
      .join(" ও "),
  plusExtraBeds: (count: number) => `+${bnDigits(count)}টি অতিরিক্ত বিছানা`,
  beddingLabel: "অতিরিক্ত বিছানা ও কট",
  beddingPrice: (what: string, nights: number, nightly: string, amount: string) =>
    `${what}: ${bnDigits(nights)} রাত × ${nightly} = ${amount}`,
} satisfies Catalogue<typeof en>;
