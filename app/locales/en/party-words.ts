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
  /** Several rooms in one request. */
  roomNumber: (n: number) => `Room ${n}`,
  moreRoomsLegend: "More rooms for your party",
  moreRoomsHint: (max: number) =>
    `Each room with its own guests, for the same dates and rate: up to ${max} rooms in one request.`,
  addRoom: "Add another room",
  removeRoom: (n: number) => `Remove room ${n}`,
  chooseRoom: "Choose a room",
  /** A room in the list that does not sleep this room's party. */
  tooSmall: (name: string) => `${name} (too small for these guests)`,
  roomRequired: (n: number) => `Please choose a room type for room ${n}.`,
  /** The room page's card, for a party its room cannot sleep. */
  partyUnfit: (room: string, most: number) =>
    `The ${room} sleeps at most ${most} guests like these: choose fewer guests or another room.`,
  roomUnfit: (n: number, most: number) =>
    `Room ${n} sleeps at most ${most} guests like these: choose a larger room or fewer guests.`,
  /** More rooms of a type asked for than the hotel has. */
  overCount: (name: string, count: number) =>
    `We have ${count === 1 ? "one" : count} ${name}${count === 1 ? "" : "s"} in all, fewer than you chose. Our team can help with a larger party:`,
  askText: "Hello, I would like to book several rooms for a group. Our dates and party: ",
  askWhatsapp: "Ask on WhatsApp",
  askEmail: "E-mail us",
  askSubject: "Several rooms for a group",
  allRooms: (count: number) => `All ${count} rooms`,
} as const;
