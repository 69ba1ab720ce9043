import type { z } from "zod";
import type { DeliveryInfoSchema, Dish, OnlineCategory, SpiceLevel } from "./menu-schemas";

/** The online menu's tabs (spec section 2: Appetizers, Main Courses, Desserts, Beverages). */
export const onlineCategories = [
  {
    id: "appetizers",
    name: "Appetizers",
    description: "Crisp Bengali snacks to start, fried to order.",
  },
  {
    id: "mains",
    name: "Main Courses",
    description: "Curries, biryani and river fish, with rice or bread.",
  },
  {
    id: "desserts",
    name: "Desserts",
    description: "Milk sweets and puddings from Bengal's mishti shops.",
  },
  {
    id: "beverages",
    name: "Beverages",
    description: "Sylhet tea, cooling yoghurt drinks and fresh juices.",
  },
] as const satisfies readonly OnlineCategory[];

/** Flames shown for each spice level (spec section 9). */
export const spiceScale = {
  mild: 1,
  medium: 2,
  hot: 3,
  "extra-hot": 4,
} as const satisfies Record<SpiceLevel, number>;

/** The 13 dishes for delivery: 3 appetizers, 4 mains, 3 desserts, 3 beverages, $3.99–$22.99. */
export const dishes = [
  {
    id: "vegetable-singara",
    name: "Vegetable Singara",
    description:
      "Bengal's flaky samosa, filled with spiced potato, peas and roasted peanuts; with tamarind chutney.",
    price: 5.99,
    image: { id: "1601050690597-df0568f70950", alt: "Golden fried singara with chutney" },
    category: "appetizers",
    vegetarian: true,
    spiceLevel: "mild",
    popular: true,
    allergens: ["Gluten", "Peanuts"],
  },
  {
    id: "beguni",
    name: "Beguni",
    description:
      "Slices of aubergine in a light gram-flour batter with nigella seeds, fried crisp and served hot.",
    price: 4.99,
    image: { id: "1606491956689-2ea866880c84", alt: "Crisp battered aubergine fritters" },
    category: "appetizers",
    vegetarian: true,
    spiceLevel: "medium",
  },
  {
    id: "chicken-shami-kebab",
    name: "Chicken Shami Kebab",
    description:
      "Minced chicken and chana dal patties with ginger and green chilli, pan-fried and served with mint raita.",
    price: 7.99,
    image: { id: "1555939594-58d7cb561ad1", alt: "Chicken kebabs on a serving plate" },
    category: "appetizers",
    vegetarian: false,
    spiceLevel: "medium",
    allergens: ["Egg", "Milk"],
  },
  {
    id: "kacchi-biryani",
    name: "Kacchi Biryani",
    description:
      "Dhaka's celebration dish: mutton and fragrant kalijira rice slow-cooked together on dum with saffron, potato and fried onion.",
    price: 22.99,
    image: { id: "1563379091339-03b21ab4a4f8", alt: "Kacchi biryani with saffron rice" },
    category: "mains",
    vegetarian: false,
    spiceLevel: "medium",
    popular: true,
    allergens: ["Milk", "Tree nuts"],
  },
  {
    id: "shorshe-ilish",
    name: "Shorshe Ilish",
    description:
      "Hilsa, Bangladesh's national fish, steamed in a sharp mustard and green chilli sauce; with plain rice.",
    price: 19.99,
    image: { id: "1588166524941-3bf61a9c41db", alt: "Fish curry in a mustard sauce" },
    category: "mains",
    vegetarian: false,
    spiceLevel: "hot",
    popular: true,
    allergens: ["Fish", "Mustard"],
  },
  {
    id: "sylheti-shatkora-beef",
    name: "Sylheti Shatkora Beef",
    description:
      "A Sylhet speciality: beef slow-cooked with the rind of the shatkora citrus and naga chilli; with rice.",
    price: 18.99,
    image: { id: "1603894584373-5ac82b2ae398", alt: "Dark beef curry in a karahi" },
    category: "mains",
    vegetarian: false,
    spiceLevel: "extra-hot",
  },
  {
    id: "shobji-bhaji-dal",
    name: "Shobji Bhaji & Dal",
    description:
      "Seasonal vegetables stir-fried with panch phoron, yellow lentil dal and rice: the everyday Bengali lunch.",
    price: 12.99,
    image: { id: "1546833999-b9f581a1996d", alt: "Bowl of yellow lentil dal with rice" },
    category: "mains",
    vegetarian: true,
    spiceLevel: "mild",
  },
  {
    id: "roshmalai",
    name: "Roshmalai",
    description:
      "Soft chhana dumplings in chilled, cardamom-scented milk with pistachio; the pride of Comilla.",
    price: 6.99,
    image: { id: "1488477181946-6428a0291777", alt: "Milk dessert in a small bowl" },
    category: "desserts",
    vegetarian: true,
    popular: true,
    allergens: ["Milk", "Tree nuts"],
  },
  {
    id: "mishti-doi",
    name: "Mishti Doi",
    description:
      "Sweet yoghurt set with caramelised sugar in a clay pot, as it has been made in Bogura for generations.",
    price: 4.99,
    image: { id: "1571212515416-fef01fc43637", alt: "Sweet yoghurt in a clay pot" },
    category: "desserts",
    vegetarian: true,
    allergens: ["Milk"],
  },
  {
    id: "payesh",
    name: "Payesh",
    description:
      "Aromatic rice slowly cooked in milk with date-palm jaggery, bay leaf and cashews; served warm or cold.",
    price: 5.49,
    image: { id: "1645177628172-a94c1f96e6db", alt: "Rice pudding topped with nuts" },
    category: "desserts",
    vegetarian: true,
    allergens: ["Milk", "Tree nuts"],
  },
  {
    id: "seven-layer-tea",
    name: "Seven-Layer Tea",
    description:
      "Sylhet's famous striped tea from Srimangal, each layer a different brew and sweetness. A sight in a glass.",
    price: 4.99,
    image: { id: "1571934811356-5cc061b6821f", alt: "A glass of layered tea" },
    category: "beverages",
    vegetarian: true,
    popular: true,
    allergens: ["Milk"],
  },
  {
    id: "borhani",
    name: "Borhani",
    description:
      "The spiced yoghurt drink served with biryani at every Bengali wedding: mint, black salt and a little chilli.",
    price: 3.99,
    image: { id: "1610137312679-8de3a836b455", alt: "A glass of spiced yoghurt drink" },
    category: "beverages",
    vegetarian: true,
    spiceLevel: "mild",
    allergens: ["Milk"],
  },
  {
    id: "mango-lassi",
    name: "Mango Lassi",
    description:
      "Ripe Rajshahi mangoes blended with yoghurt and a hint of cardamom, served ice-cold.",
    price: 4.49,
    image: { id: "1527661591475-527312dd65f5", alt: "Mango lassi in a tall glass" },
    category: "beverages",
    vegetarian: true,
    allergens: ["Milk"],
  },
] as const satisfies readonly Dish[];

/** Delivery areas and times (spec section 2). */
export const deliveryInfo = {
  areas: ["Zindabazar", "Upashahar", "Amberkhana", "Subidbazar", "Tilagor"],
  lunch: "12:00 – 3:00 PM",
  dinner: "6:00 – 10:00 PM",
  averageMinutes: [30, 45],
} as const satisfies z.infer<typeof DeliveryInfoSchema>;
