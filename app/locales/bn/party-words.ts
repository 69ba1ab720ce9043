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
  roomNumber: (n: number) => `${bnDigits(n)} নম্বর রুম`,
  moreRoomsLegend: "আপনার দলের জন্য আরও রুম",
  moreRoomsHint: (max: number) =>
    `প্রতিটি রুমে নিজস্ব অতিথি, একই তারিখ ও রেটে: এক অনুরোধে সর্বোচ্চ ${bnDigits(max)}টি রুম।`,
  addRoom: "আরেকটি রুম যোগ করুন",
  removeRoom: (n: number) => `${bnDigits(n)} নম্বর রুম বাদ দিন`,
  chooseRoom: "একটি রুম বেছে নিন",
  tooSmall: (name: string) => `${name} (এই অতিথিদের জন্য ছোট)`,
  roomRequired: (n: number) => `অনুগ্রহ করে ${bnDigits(n)} নম্বর রুমের ধরন বেছে নিন।`,
  partyUnfit: (room: string, most: number) =>
    `${room}-এ এমন অতিথি সর্বোচ্চ ${bnDigits(most)} জন থাকতে পারেন: কম অতিথি বা অন্য রুম বেছে নিন।`,
  roomUnfit: (n: number, most: number) =>
    `${bnDigits(n)} নম্বর রুমে এমন অতিথি সর্বোচ্চ ${bnDigits(most)} জন থাকতে পারেন: বড় রুম বা কম অতিথি বেছে নিন।`,
  overCount: (name: string, count: number) =>
    `আমাদের মোট ${bnDigits(count)}টি ${name} আছে, আপনি যতগুলো বেছেছেন তার চেয়ে কম। বড় দলের জন্য আমাদের দল সাহায্য করতে পারে:`,
  askText: "হ্যালো, আমি একটি দলের জন্য কয়েকটি রুম বুক করতে চাই। আমাদের তারিখ ও অতিথি: ",
  askWhatsapp: "হোয়াটসঅ্যাপে জিজ্ঞেস করুন",
  askEmail: "আমাদের ই-মেইল করুন",
  askSubject: "একটি দলের জন্য কয়েকটি রুম",
  allRooms: (count: number) => `সব ${bnDigits(count)}টি রুম`,
} satisfies Catalogue<typeof en>;
