import type { Room, RoomId } from "./schemas";

/** The one room catalogue (spec section 3, rooms-list table; spec-decisions). */
export const rooms = [
  {
    id: "standard",
    name: "Standard Room",
    shortDescription: "A calm, well-appointed room for two with a plush queen bed.",
    description:
      "Our Standard Room pairs warm teak furniture with hand-loomed Sylheti textiles. A plush queen bed, a writing desk by the window and a rain shower make it an easy base for exploring the tea gardens and the old city.",
    pricePerNight: 179,
    capacity: 2,
    size: "28 m²",
    bedType: "Queen",
    view: "City view",
    images: [
      {
        id: "1631049307264-da0ec9d70304",
        alt: "Standard room with a queen bed and warm bedside lamps",
      },
      { id: "1618773928121-c32242e63f39", alt: "Writing desk beside a bright window" },
      { id: "1584132967334-10e028bd69f7", alt: "Bathroom with a rain shower and fresh towels" },
    ],
    features: [
      "Queen bed",
      "Rain shower",
      "Work desk",
      "Free Wi-Fi",
      "Air conditioning",
      "Tea and coffee maker",
    ],
    category: "standard",
  },
  {
    id: "deluxe",
    name: "Deluxe Room",
    shortDescription: "More space, a king bed and wide views over Zindabazar.",
    description:
      "The Deluxe Room gives you room to unwind: a king bed dressed in fine cotton, a lounge chair by floor-to-ceiling windows and a marble bathroom with a deep tub. Evening light over the city is part of the stay.",
    pricePerNight: 249,
    capacity: 2,
    size: "35 m²",
    bedType: "King",
    view: "City view",
    images: [
      { id: "1611892440504-42a792e24d32", alt: "Deluxe room with a king bed and city view" },
      { id: "1590490360182-c33d57733427", alt: "Lounge chair by a floor-to-ceiling window" },
      { id: "1552321554-5fefe8c9ef14", alt: "Marble bathroom with a deep bathtub" },
    ],
    features: ["King bed", "Deep soaking tub", "Lounge chair", "Free Wi-Fi", "Minibar", "Smart TV"],
    category: "deluxe",
  },
  {
    id: "executive-suite",
    name: "Executive Suite",
    shortDescription: "A separate living room and study for longer or working stays.",
    description:
      "The Executive Suite separates sleeping from living: a king bedroom, a sitting room for meetings or family calls home, and a study with an ergonomic chair. Guests enjoy evening tea in the Executive Lounge.",
    pricePerNight: 349,
    capacity: 2,
    size: "55 m²",
    bedType: "King",
    view: "River view",
    images: [
      {
        id: "1578683010236-d716f9a3f461",
        alt: "Executive suite sitting room with sofa and armchairs",
      },
      { id: "1591088398332-8a7791972843", alt: "King bedroom of the executive suite" },
      { id: "1560448204-e02f11c3d0e2", alt: "Study corner with desk and reading lamp" },
    ],
    features: [
      "Separate living room",
      "King bed",
      "Study",
      "Executive Lounge access",
      "Nespresso machine",
      "River view",
    ],
    category: "suite",
  },
  {
    id: "family-suite",
    name: "Family Suite",
    shortDescription: "Two rooms, a king and twin beds: space for the whole family.",
    description:
      "Made for families visiting home: a king bedroom for parents, a twin room for children and a shared living space with a dining table. Cots, games and a children's menu are ready on request.",
    pricePerNight: 429,
    capacity: 4,
    size: "75 m²",
    bedType: "King and Twin",
    view: "Garden view",
    images: [
      { id: "1596394516093-501ba68a0ba6", alt: "Family suite living area with dining table" },
      { id: "1566665797739-1674de7a421a", alt: "Twin bedroom for children" },
      { id: "1582719478250-c89cae4dc85b", alt: "King bedroom with soft lighting" },
    ],
    features: [
      "King and twin bedrooms",
      "Living and dining area",
      "Cots on request",
      "Children's amenities",
      "Free Wi-Fi",
      "Two bathrooms",
    ],
    category: "suite",
  },
  {
    id: "presidential-suite",
    name: "Presidential Suite",
    shortDescription: "Our finest suite, with a private terrace above the Surma.",
    description:
      "The Presidential Suite crowns the hotel: a king bedroom, a grand salon, a private dining room and a terrace looking down the Surma river. A personal butler looks after every detail of your stay.",
    pricePerNight: 899,
    capacity: 4,
    size: "120 m²",
    bedType: "King",
    view: "Panoramic river view",
    images: [
      { id: "1566073771259-6a8506099945", alt: "Presidential suite terrace overlooking the river" },
      { id: "1571896349842-33c89424de2d", alt: "Grand salon of the presidential suite" },
      { id: "1540518614846-7eded433c457", alt: "Presidential bedroom with a king bed" },
    ],
    features: [
      "Private terrace",
      "Butler service",
      "Grand salon",
      "Private dining room",
      "Airport transfer",
      "Panoramic river view",
    ],
    category: "suite",
  },
  {
    id: "garden-view",
    name: "Garden View Room",
    shortDescription: "Quiet rooms over the tea-garden courtyard, queen or twin beds.",
    description:
      "Garden View Rooms open onto our courtyard of tea shrubs and frangipani. Choose a queen bed or two twins, wake to birdsong and take breakfast on your own small balcony.",
    pricePerNight: 219,
    capacity: 2,
    size: "32 m²",
    bedType: "Queen or Twin",
    view: "Garden view",
    images: [
      { id: "1590381105924-c72589b9ef3f", alt: "Garden view room with balcony doors open" },
      { id: "1595576508898-0ad5c879a061", alt: "Twin beds with garden light" },
      { id: "1584622650111-993a426fbf0a", alt: "Small balcony over the courtyard garden" },
    ],
    features: [
      "Queen or twin beds",
      "Private balcony",
      "Garden view",
      "Free Wi-Fi",
      "Air conditioning",
      "Rain shower",
    ],
    category: "standard",
  },
] as const satisfies readonly Room[];

/** Reservation ids from the spec that keep working and show the real room (spec-decisions). */
export const roomAliases = {
  suite: "executive-suite",
  family: "family-suite",
} as const satisfies Record<string, RoomId>;

export function findRoom(id: string): Room | undefined {
  const realId = (roomAliases as Record<string, RoomId>)[id] ?? id;
  return rooms.find((room) => room.id === realId);
}
