import type { Chef, MenuCategory, PrivateRoom, Venue } from "./dining-schemas";

/** The hotel's two restaurants (spec sections 3 and 9); their hours come from content/policies.ts. */
export const venues = [
  {
    id: "fine-dining",
    name: "Shapla Fine Dining",
    cuisine: "Bengali fine dining",
    description:
      "Named after the water lily of Bangladesh, Shapla is our candlelit dining room above the river. Chef Rafiqul Islam's tasting of Sylheti and Bengali classics is served on brass and hand-thrown clay, with the quiet ceremony of a family feast.",
    hours: ["fineDining"],
    rating: 4.8,
    image: {
      id: "1414235077428-338989a2e8c0",
      alt: "Shapla's dining room with set tables under warm, low lights",
    },
  },
  {
    id: "terrace-bistro",
    name: "Terrace Bistro",
    cuisine: "Street food and fusion",
    description:
      "An open-air terrace shaded by palms, where lunch moves between Dhaka street food and light fusion plates, and dinner is served as the lights come on along the Surma.",
    hours: ["terraceLunch", "terraceDinner"],
    rating: 4.6,
    image: {
      id: "1517248135467-4c7edcad34c4",
      alt: "Open-air terrace tables set for lunch beside tall windows",
    },
  },
] as const satisfies readonly Venue[];

/** The executive chef; the blog already names him as a post author. */
export const chef = {
  name: "Chef Rafiqul Islam",
  position: "Executive Chef",
  bio: [
    "Born in a village outside Sylhet, Rafiqul Islam learned to cook beside his grandmother's clay oven, where shatkora, wild herbs and river fish set the rhythm of the year.",
    "After twenty years in kitchens in Dhaka, Kolkata and London, he came home in 2023 to lead our restaurants. His cooking honours the slow, patient recipes of Sylheti homes, refined for a fine-dining table and made with produce from the hills and haors around the city.",
  ],
  image: {
    id: "1577219491135-ce391730fb2c",
    alt: "Chef Rafiqul Islam in his whites in the hotel kitchen",
  },
  awards: [
    "Dining Excellence Award, 2024",
    "Chef of the Year, Sylhet Hospitality Awards 2024",
    "Best Bengali Restaurant, Bangladesh Food Guide 2024",
    "Gold Medal, Bangladesh Culinary Championship 2021",
  ],
} as const satisfies Chef;

/** The dining menu, four tabs (spec section 3): starters 14–24, mains 28–36, desserts 12–14, drinks 8–10. */
export const menu = [
  {
    id: "starters",
    items: [
      {
        name: "Shingara Platter",
        description:
          "Crisp pastry pyramids filled with spiced potato, peas and roasted peanuts, served with tamarind and coriander chutneys.",
        price: 14,
        tags: ["Vegetarian", "Shareable", "Traditional"],
        image: {
          id: "1601050690597-df0568f70950",
          alt: "Golden shingara pastries with two chutneys",
        },
      },
      {
        name: "Begun Bhaja",
        description:
          "Thick aubergine slices rubbed with turmeric and chilli, pan-fried in mustard oil until silky inside and caramelised outside.",
        price: 16,
        tags: ["Vegetarian", "Gluten-Free"],
        image: {
          id: "1606491956689-2ea866880c84",
          alt: "Fried aubergine slices on a brass plate",
        },
      },
      {
        name: "Fuchka Trio",
        description:
          "Dhaka's favourite street snack: hollow semolina shells filled with spiced chickpeas and egg, with three tamarind waters to pour in.",
        price: 18,
        tags: ["Shareable", "Cultural"],
        image: {
          id: "1626776876729-bab4369a5a5a",
          alt: "Crisp fuchka shells filled with chickpeas",
        },
      },
      {
        name: "Chingri Pakora",
        description:
          "Bay of Bengal tiger prawns in a light gram-flour batter with nigella seeds, served with a kasundi mustard dip.",
        price: 24,
        tags: ["Seafood", "Signature", "Gluten-Free"],
        image: {
          id: "1565557623262-b51c2513a641",
          alt: "Crisp prawn fritters with a mustard dip",
        },
      },
    ],
  },
  {
    id: "mains",
    items: [
      {
        name: "Chhanar Dalna",
        description:
          "Soft fresh-cheese dumplings and potatoes in a gentle ginger, cumin and tomato gravy, finished with ghee and garam masala.",
        price: 28,
        tags: ["Vegetarian", "Gluten-Free", "Traditional"],
        image: {
          id: "1631452180519-c014fe946bc7",
          alt: "Cheese dumplings in a golden curry",
        },
      },
      {
        name: "Shatkora Beef",
        description:
          "Sylhet's own curry: beef slow-cooked for five hours with shatkora, the bitter-sweet wild citrus of the Sylhet hills. Served with steamed rice.",
        price: 32,
        tags: ["Signature", "Traditional", "Gluten-Free"],
        image: {
          id: "1585937421612-70a008356fbe",
          alt: "Beef curry with citrus rind in a copper bowl",
        },
      },
      {
        name: "Kacchi Biryani",
        description:
          "Old Dhaka's celebration dish: marinated mutton and fragrant kalijira rice sealed in one pot and cooked slowly together, with saffron and fried onions.",
        price: 34,
        tags: ["Shareable", "Cultural", "Signature"],
        image: {
          id: "1589302168068-964664d93dc0",
          alt: "Mutton biryani with saffron rice in a clay pot",
        },
      },
      {
        name: "Shorshe Ilish",
        description:
          "Hilsa, Bangladesh's national fish, steamed in a pungent mustard-seed and green-chilli sauce the Bengali way. Served with rice; mind the fine bones.",
        price: 36,
        tags: ["National Dish", "Seafood", "Premium", "Seasonal"],
        image: {
          id: "1519708227418-c8fd9a32b7a2",
          alt: "Hilsa fish in a yellow mustard sauce",
        },
      },
    ],
  },
  {
    id: "desserts",
    items: [
      {
        name: "Mishti Doi",
        description:
          "Sweet yoghurt set overnight in an unglazed clay pot with caramelised palm sugar, as it has been made in Bogura for generations.",
        price: 12,
        tags: ["Sweet", "Vegetarian", "Cultural"],
        image: {
          id: "1488477181946-6428a0291777",
          alt: "Sweet yoghurt served in a clay pot",
        },
      },
      {
        name: "Patishapta",
        description:
          "Thin rice-flour crêpes rolled around coconut and date-palm jaggery, a winter pitha made for the harvest festival.",
        price: 13,
        tags: ["Sweet", "Seasonal", "Traditional"],
        image: {
          id: "1551024506-0bccd828d307",
          alt: "Rolled crêpes filled with coconut and jaggery",
        },
      },
      {
        name: "Rasmalai",
        description:
          "Soft cheese dumplings soaked in chilled cardamom milk and scattered with pistachio and saffron: our chef's grandmother's recipe.",
        price: 14,
        tags: ["Sweet", "Signature"],
        image: {
          id: "1551024601-bec78aea704b",
          alt: "Rasmalai dumplings in cardamom milk with pistachio",
        },
      },
    ],
  },
  {
    id: "beverages",
    items: [
      {
        name: "Borhani",
        description:
          "A spiced yoghurt drink with mint, green chilli and black salt, served at every Bengali wedding feast to follow the biryani.",
        price: 8,
        tags: ["Non-Alcoholic", "Traditional"],
        image: {
          id: "1556679343-c7306c1976bc",
          alt: "Glasses of a pale green spiced yoghurt drink",
        },
      },
      {
        name: "Aam Panna",
        description:
          "Roasted green mango, cumin and mint shaken over ice: the cooling drink of a Bengali summer, made while the mangoes are young.",
        price: 9,
        tags: ["Non-Alcoholic", "Seasonal", "Vegetarian"],
        image: {
          id: "1505252585461-04db1eb84625",
          alt: "A tall glass of green mango cooler with mint",
        },
      },
      {
        name: "Seven-Layer Tea",
        description:
          "Srimangal's famous layered tea, poured in seven colours and flavours from the tea gardens of the Sylhet division.",
        price: 10,
        tags: ["Non-Alcoholic", "Cultural", "Signature"],
        image: {
          id: "1544787219-7f47ccb76574",
          alt: "A glass of tea in distinct coloured layers",
        },
      },
    ],
  },
] as const satisfies readonly MenuCategory[];

/** Private dining rooms and how many guests each seats (spec section 9). */
export const privateRooms = [
  {
    id: "cellar-room",
    name: "Cellar Room",
    capacity: 12,
    description:
      "Brick vaults and candlelight for an intimate dinner, a family celebration or a quiet business meal.",
    image: {
      id: "1559339352-11d035aa65de",
      alt: "A long candlelit table in a vaulted room",
    },
  },
  {
    id: "garden-room",
    name: "Garden Room",
    capacity: 24,
    description:
      "Glass doors open onto the courtyard garden: light for lunches, lanterns and jasmine for evening parties.",
    image: {
      id: "1555396273-367ea4eb4db5",
      alt: "A bright dining room opening onto a garden",
    },
  },
  {
    id: "grand-salon",
    name: "Grand Salon",
    capacity: 50,
    description:
      "Our largest room, with a chandelier and river views, for weddings, receptions and festive banquets.",
    image: {
      id: "1519167758481-83f550bb49b3",
      alt: "A grand salon set for a banquet under a chandelier",
    },
  },
] as const satisfies readonly PrivateRoom[];
