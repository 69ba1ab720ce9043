/** The words of the room catalogue (`../rooms.ts` holds the facts), keyed by room id. */
export const roomsText = {
  standard: {
    name: "Standard Room",
    shortDescription: "A calm, well-appointed room for two with a plush queen bed.",
    description:
      "Our Standard Room pairs warm teak furniture with hand-loomed Sylheti textiles. A plush queen bed, a writing desk by the window and a rain shower make it an easy base for exploring the tea gardens and the old city.",
    bedType: "Queen",
    view: "City view",
    imageAlts: [
      "Standard room with a queen bed and warm bedside lamps",
      "Writing desk beside a bright window",
      "Bathroom with a rain shower and fresh towels",
    ],
    features: [
      "Queen bed",
      "Rain shower",
      "Work desk",
      "Free Wi-Fi",
      "Air conditioning",
      "Tea and coffee maker",
    ],
  },
  deluxe: {
    name: "Deluxe Room",
    shortDescription: "More space, a king bed and wide views over Zindabazar.",
    description:
      "The Deluxe Room gives you room to unwind: a king bed dressed in fine cotton, a lounge chair by floor-to-ceiling windows and a marble bathroom with a deep tub. Evening light over the city is part of the stay.",
    bedType: "King",
    view: "City view",
    imageAlts: [
      "Deluxe room with a king bed and city view",
      "Lounge chair by a floor-to-ceiling window",
      "Marble bathroom with a deep bathtub",
    ],
    features: ["King bed", "Deep soaking tub", "Lounge chair", "Free Wi-Fi", "Minibar", "Smart TV"],
  },
  "executive-suite": {
    name: "Executive Suite",
    shortDescription: "A separate living room and study for longer or working stays.",
    description:
      "The Executive Suite separates sleeping from living: a king bedroom, a sitting room for meetings or family calls home, and a study with an ergonomic chair. Guests enjoy evening tea in the Executive Lounge.",
    bedType: "King",
    view: "River view",
    imageAlts: [
      "Executive suite sitting room with sofa and armchairs",
      "King bedroom of the executive suite",
      "Study corner with desk and reading lamp",
    ],
    features: [
      "Separate living room",
      "King bed",
      "Study",
      "Executive Lounge access",
      "Nespresso machine",
      "River view",
    ],
  },
  "family-suite": {
    name: "Family Suite",
    shortDescription: "Two rooms, a king and twin beds: space for the whole family.",
    description:
      "Made for families visiting home: a king bedroom for parents, a twin room for children and a shared living space with a dining table. Cots, games and a children's menu are ready on request.",
    bedType: "King and Twin",
    view: "Garden view",
    imageAlts: [
      "Family suite living area with dining table",
      "Twin bedroom for children",
      "King bedroom with soft lighting",
    ],
    features: [
      "King and twin bedrooms",
      "Living and dining area",
      "Cots on request",
      "Children's amenities",
      "Free Wi-Fi",
      "Two bathrooms",
    ],
  },
  "presidential-suite": {
    name: "Presidential Suite",
    shortDescription: "Our finest suite, with a private terrace above the Surma.",
    description:
      "The Presidential Suite crowns the hotel: a king bedroom, a grand salon, a private dining room and a terrace looking down the Surma river. A personal butler looks after every detail of your stay.",
    bedType: "King",
    view: "Panoramic river view",
    imageAlts: [
      "Presidential suite terrace overlooking the river",
      "Grand salon of the presidential suite",
      "Presidential bedroom with a king bed",
    ],
    features: [
      "Private terrace",
      "Butler service",
      "Grand salon",
      "Private dining room",
      "Airport transfer",
      "Panoramic river view",
    ],
  },
  "garden-view": {
    name: "Garden View Room",
    shortDescription: "Quiet rooms over the tea-garden courtyard, queen or twin beds.",
    description:
      "Garden View Rooms open onto our courtyard of tea shrubs and frangipani. Choose a queen bed or two twins, wake to birdsong and take breakfast on your own small balcony.",
    bedType: "Queen or Twin",
    view: "Garden view",
    imageAlts: [
      "Garden view room with balcony doors open",
      "Twin beds with garden light",
      "Small balcony over the courtyard garden",
    ],
    features: [
      "Queen or twin beds",
      "Private balcony",
      "Garden view",
      "Free Wi-Fi",
      "Air conditioning",
      "Rain shower",
    ],
  },
} as const;
