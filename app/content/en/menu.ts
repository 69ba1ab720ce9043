/** The words of the online menu (`../menu.ts` holds the facts), keyed by category, dish and allergen id. */
export const menuText = {
  categories: {
    appetizers: {
      name: "Appetizers",
      description: "Crisp Bengali snacks to start, fried to order.",
    },
    mains: {
      name: "Main Courses",
      description: "Curries, biryani and river fish, with rice or bread.",
    },
    desserts: {
      name: "Desserts",
      description: "Milk sweets and puddings from Bengal's mishti shops.",
    },
    beverages: {
      name: "Beverages",
      description: "Sylhet tea, cooling yoghurt drinks and fresh juices.",
    },
  },
  dishes: {
    "vegetable-singara": {
      name: "Vegetable Singara",
      description:
        "Bengal's flaky samosa, filled with spiced potato, peas and roasted peanuts; with tamarind chutney.",
      imageAlt: "Golden fried singara with chutney",
    },
    beguni: {
      name: "Beguni",
      description:
        "Slices of aubergine in a light gram-flour batter with nigella seeds, fried crisp and served hot.",
      imageAlt: "Crisp battered aubergine fritters",
    },
    "chicken-shami-kebab": {
      name: "Chicken Shami Kebab",
      description:
        "Minced chicken and chana dal patties with ginger and green chilli, pan-fried and served with mint raita.",
      imageAlt: "Chicken kebabs on a serving plate",
    },
    "kacchi-biryani": {
      name: "Kacchi Biryani",
      description:
        "Dhaka's celebration dish: mutton and fragrant kalijira rice slow-cooked together on dum with saffron, potato and fried onion.",
      imageAlt: "Kacchi biryani with saffron rice",
    },
    "shorshe-ilish": {
      name: "Shorshe Ilish",
      description:
        "Hilsa, Bangladesh's national fish, steamed in a sharp mustard and green chilli sauce; with plain rice.",
      imageAlt: "Fish curry in a mustard sauce",
    },
    "sylheti-shatkora-beef": {
      name: "Sylheti Shatkora Beef",
      description:
        "A Sylhet speciality: beef slow-cooked with the rind of the shatkora citrus and naga chilli; with rice.",
      imageAlt: "Dark beef curry in a karahi",
    },
    "shobji-bhaji-dal": {
      name: "Shobji Bhaji & Dal",
      description:
        "Seasonal vegetables stir-fried with panch phoron, yellow lentil dal and rice: the everyday Bengali lunch.",
      imageAlt: "Bowl of yellow lentil dal with rice",
    },
    roshmalai: {
      name: "Roshmalai",
      description:
        "Soft chhana dumplings in chilled, cardamom-scented milk with pistachio; the pride of Comilla.",
      imageAlt: "Milk dessert in a small bowl",
    },
    "mishti-doi": {
      name: "Mishti Doi",
      description:
        "Sweet yoghurt set with caramelised sugar in a clay pot, as it has been made in Bogura for generations.",
      imageAlt: "Sweet yoghurt in a clay pot",
    },
    payesh: {
      name: "Payesh",
      description:
        "Aromatic rice slowly cooked in milk with date-palm jaggery, bay leaf and cashews; served warm or cold.",
      imageAlt: "Rice pudding topped with nuts",
    },
    "seven-layer-tea": {
      name: "Seven-Layer Tea",
      description:
        "Sylhet's famous striped tea from Srimangal, each layer a different brew and sweetness. A sight in a glass.",
      imageAlt: "A glass of layered tea",
    },
    borhani: {
      name: "Borhani",
      description:
        "The spiced yoghurt drink served with biryani at every Bengali wedding: mint, black salt and a little chilli.",
      imageAlt: "A glass of spiced yoghurt drink",
    },
    "mango-lassi": {
      name: "Mango Lassi",
      description:
        "Ripe Rajshahi mangoes blended with yoghurt and a hint of cardamom, served ice-cold.",
      imageAlt: "Mango lassi in a tall glass",
    },
  },
  allergens: {
    gluten: "Gluten",
    peanuts: "Peanuts",
    egg: "Egg",
    milk: "Milk",
    "tree-nuts": "Tree nuts",
    fish: "Fish",
    mustard: "Mustard",
  },
  delivery: {
    areas: ["Zindabazar", "Upashahar", "Amberkhana", "Subidbazar", "Tilagor"],
    lunch: "12:00 – 3:00 PM",
    dinner: "6:00 – 10:00 PM",
  },
} as const;
