/** The words of the room catalogue (`../rooms.ts` holds the facts), keyed by room id. */
export const roomsText = {
  standard: {
    name: "Standard Room",
    shortDescription: "A calm, well-appointed room for two with a plush queen bed.",
    bedType: "Queen",
    view: "City view",
    imageAlts: [
      "Standard room with a queen bed and warm bedside lamps",
      "Writing desk beside a bright window",
      "Bathroom with a rain shower and fresh towels",
    ],
  },
  deluxe: {
    name: "Deluxe Room",
    shortDescription: "More space, a king bed and wide views over Zindabazar.",
    bedType: "King",
    view: "City view",
    imageAlts: [
      "Deluxe room with a king bed and city view",
      "Lounge chair by a floor-to-ceiling window",
      "Marble bathroom with a deep bathtub",
    ],
  },
  "executive-suite": {
    name: "Executive Suite",
    shortDescription: "A separate living room and study for longer or working stays.",
    bedType: "King",
    view: "River view",
    imageAlts: [
      "Executive suite sitting room with sofa and armchairs",
      "King bedroom of the executive suite",
      "Study corner with desk and reading lamp",
    ],
  },
  "family-suite": {
    name: "Family Suite",
    shortDescription: "Two rooms, a king and twin beds: space for the whole family.",
    bedType: "King and Twin",
    view: "Garden view",
    imageAlts: [
      "Family suite living area with dining table",
      "Twin bedroom for children",
      "King bedroom with soft lighting",
    ],
  },
  "presidential-suite": {
    name: "Presidential Suite",
    shortDescription: "Our finest suite, with a private terrace above the Surma.",
    bedType: "King",
    view: "Panoramic river view",
    imageAlts: [
      "Presidential suite terrace overlooking the river",
      "Grand salon of the presidential suite",
      "Presidential bedroom with a king bed",
    ],
  },
  "garden-view": {
    name: "Garden View Room",
    shortDescription: "Quiet rooms over the tea-garden courtyard, queen or twin beds.",
    bedType: "Queen or Twin",
    view: "Garden view",
    imageAlts: [
      "Garden view room with balcony doors open",
      "Twin beds with garden light",
      "Small balcony over the courtyard garden",
    ],
  },
} as const;
