/** The words of the dining page (`../dining.ts` holds the facts), keyed by dish and room id. */
export const diningText = {
  menu: {
    "shingara-platter": {
      name: "Shingara Platter",
      description:
        "Crisp pastry pyramids filled with spiced potato, peas and roasted peanuts, served with tamarind and coriander chutneys.",
      imageAlt: "Golden shingara pastries with two chutneys",
    },
    "begun-bhaja": {
      name: "Begun Bhaja",
      description:
        "Thick aubergine slices rubbed with turmeric and chilli, pan-fried in mustard oil until silky inside and caramelised outside.",
      imageAlt: "Fried aubergine slices on a brass plate",
    },
    "fuchka-trio": {
      name: "Fuchka Trio",
      description:
        "Dhaka's favourite street snack: hollow semolina shells filled with spiced chickpeas and egg, with three tamarind waters to pour in.",
      imageAlt: "Crisp fuchka shells filled with chickpeas",
    },
    "chingri-pakora": {
      name: "Chingri Pakora",
      description:
        "Bay of Bengal tiger prawns in a light gram-flour batter with nigella seeds, served with a kasundi mustard dip.",
      imageAlt: "Crisp prawn fritters with a mustard dip",
    },
    "chhanar-dalna": {
      name: "Chhanar Dalna",
      description:
        "Soft fresh-cheese dumplings and potatoes in a gentle ginger, cumin and tomato gravy, finished with ghee and garam masala.",
      imageAlt: "Cheese dumplings in a golden curry",
    },
    "shatkora-beef": {
      name: "Shatkora Beef",
      description:
        "Sylhet's own curry: beef slow-cooked for five hours with shatkora, the bitter-sweet wild citrus of the Sylhet hills. Served with steamed rice.",
      imageAlt: "Beef curry with citrus rind in a copper bowl",
    },
    "kacchi-biryani": {
      name: "Kacchi Biryani",
      description:
        "Old Dhaka's celebration dish: marinated mutton and fragrant kalijira rice sealed in one pot and cooked slowly together, with saffron and fried onions.",
      imageAlt: "Mutton biryani with saffron rice in a clay pot",
    },
    "shorshe-ilish": {
      name: "Shorshe Ilish",
      description:
        "Hilsa, Bangladesh's national fish, steamed in a pungent mustard-seed and green-chilli sauce the Bengali way. Served with rice; mind the fine bones.",
      imageAlt: "Hilsa fish in a yellow mustard sauce",
    },
    "mishti-doi": {
      name: "Mishti Doi",
      description:
        "Sweet yoghurt set overnight in an unglazed clay pot with caramelised palm sugar, as it has been made in Bogura for generations.",
      imageAlt: "Sweet yoghurt served in a clay pot",
    },
    patishapta: {
      name: "Patishapta",
      description:
        "Thin rice-flour crêpes rolled around coconut and date-palm jaggery, a winter pitha made for the harvest festival.",
      imageAlt: "Rolled crêpes filled with coconut and jaggery",
    },
    rasmalai: {
      name: "Rasmalai",
      description:
        "Soft cheese dumplings soaked in chilled cardamom milk and scattered with pistachio and saffron: our chef's grandmother's recipe.",
      imageAlt: "Rasmalai dumplings in cardamom milk with pistachio",
    },
    borhani: {
      name: "Borhani",
      description:
        "A spiced yoghurt drink with mint, green chilli and black salt, served at every Bengali wedding feast to follow the biryani.",
      imageAlt: "Glasses of a pale green spiced yoghurt drink",
    },
    "aam-panna": {
      name: "Aam Panna",
      description:
        "Roasted green mango, cumin and mint shaken over ice: the cooling drink of a Bengali summer, made while the mangoes are young.",
      imageAlt: "A tall glass of green mango cooler with mint",
    },
    "seven-layer-tea": {
      name: "Seven-Layer Tea",
      description:
        "Srimangal's famous layered tea, poured in seven colours and flavours from the tea gardens of the Sylhet division.",
      imageAlt: "A glass of tea in distinct coloured layers",
    },
  },
} as const;
