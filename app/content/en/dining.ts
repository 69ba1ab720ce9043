/** The words of the dining page (`../dining.ts` holds the facts), keyed by dish and room id. */
export const diningText = {
  menu: {
    "shingara-platter": {
      name: "Shingara Platter",
      imageAlt: "Golden shingara pastries with two chutneys",
    },
    "begun-bhaja": {
      name: "Begun Bhaja",
      imageAlt: "Fried aubergine slices on a brass plate",
    },
    "fuchka-trio": {
      name: "Fuchka Trio",
      imageAlt: "Crisp fuchka shells filled with chickpeas",
    },
    "chingri-pakora": {
      name: "Chingri Pakora",
      imageAlt: "Crisp prawn fritters with a mustard dip",
    },
    "chhanar-dalna": {
      name: "Chhanar Dalna",
      imageAlt: "Cheese dumplings in a golden curry",
    },
    "shatkora-beef": {
      name: "Shatkora Beef",
      imageAlt: "Beef curry with citrus rind in a copper bowl",
    },
    "kacchi-biryani": {
      name: "Kacchi Biryani",
      imageAlt: "Mutton biryani with saffron rice in a clay pot",
    },
    "shorshe-ilish": {
      name: "Shorshe Ilish",
      imageAlt: "Hilsa fish in a yellow mustard sauce",
    },
    "mishti-doi": {
      name: "Mishti Doi",
      imageAlt: "Sweet yoghurt served in a clay pot",
    },
    patishapta: {
      name: "Patishapta",
      imageAlt: "Rolled crêpes filled with coconut and jaggery",
    },
    rasmalai: {
      name: "Rasmalai",
      imageAlt: "Rasmalai dumplings in cardamom milk with pistachio",
    },
    borhani: {
      name: "Borhani",
      imageAlt: "Glasses of a pale green spiced yoghurt drink",
    },
    "aam-panna": {
      name: "Aam Panna",
      imageAlt: "A tall glass of green mango cooler with mint",
    },
    "seven-layer-tea": {
      name: "Seven-Layer Tea",
      imageAlt: "A glass of tea in distinct coloured layers",
    },
  },
} as const;
