/**
 * The long words of each room (`../room-details.ts`): the description and features that only a
 * room's full view shows, apart from `rooms.ts` so the room page's first load does without them.
 */
export const roomDetailText = {
  standard: {
    description:
      "Our Standard Room pairs warm teak furniture with hand-loomed Sylheti textiles. A plush queen bed, a writing desk by the window and a rain shower make it an easy base for exploring the tea gardens and the old city.",
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
    description:
      "The Deluxe Room gives you room to unwind: a king bed dressed in fine cotton, a lounge chair by floor-to-ceiling windows and a marble bathroom with a deep tub. Evening light over the city is part of the stay.",
    features: ["King bed", "Deep soaking tub", "Lounge chair", "Free Wi-Fi", "Minibar", "Smart TV"],
  },
  "executive-suite": {
    description:
      "The Executive Suite separates sleeping from living: a king bedroom, a sitting room for meetings or family calls home, and a study with an ergonomic chair. Guests enjoy evening tea in the Executive Lounge.",
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
    description:
      "Made for families visiting home: a king bedroom for parents, a twin room for children and a shared living space with a dining table. Cots, games and a children's menu are ready on request.",
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
    description:
      "The Presidential Suite crowns the hotel: a king bedroom, a grand salon, a private dining room and a terrace looking down the Surma river. A personal butler looks after every detail of your stay.",
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
    description:
      "Garden View Rooms open onto our courtyard of tea shrubs and frangipani. Choose a queen bed or two twins, wake to birdsong and take breakfast on your own small balcony.",
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
