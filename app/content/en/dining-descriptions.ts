/**
 * What each dish and restaurant is like, in a sentence or two (`../dining-descriptions.ts`):
 * apart from their names so pages that only name them (the contact page) go without.
 */
export const diningDescriptionText = {
  dishes: {
    "shingara-platter":
      "Crisp pastry pyramids filled with spiced potato, peas and roasted peanuts, served with tamarind and coriander chutneys.",
    "begun-bhaja":
      "Thick aubergine slices rubbed with turmeric and chilli, pan-fried in mustard oil until silky inside and caramelised outside.",
    "fuchka-trio":
      "Dhaka's favourite street snack: hollow semolina shells filled with spiced chickpeas and egg, with three tamarind waters to pour in.",
    "chingri-pakora":
      "Bay of Bengal tiger prawns in a light gram-flour batter with nigella seeds, served with a kasundi mustard dip.",
    "chhanar-dalna":
      "Soft fresh-cheese dumplings and potatoes in a gentle ginger, cumin and tomato gravy, finished with ghee and garam masala.",
    "shatkora-beef":
      "Sylhet's own curry: beef slow-cooked for five hours with shatkora, the bitter-sweet wild citrus of the Sylhet hills. Served with steamed rice.",
    "kacchi-biryani":
      "Old Dhaka's celebration dish: marinated mutton and fragrant kalijira rice sealed in one pot and cooked slowly together, with saffron and fried onions.",
    "shorshe-ilish":
      "Hilsa, Bangladesh's national fish, steamed in a pungent mustard-seed and green-chilli sauce the Bengali way. Served with rice; mind the fine bones.",
    "mishti-doi":
      "Sweet yoghurt set overnight in an unglazed clay pot with caramelised palm sugar, as it has been made in Bogura for generations.",
    patishapta:
      "Thin rice-flour crêpes rolled around coconut and date-palm jaggery, a winter pitha made for the harvest festival.",
    rasmalai:
      "Soft cheese dumplings soaked in chilled cardamom milk and scattered with pistachio and saffron: our chef's grandmother's recipe.",
    borhani:
      "A spiced yoghurt drink with mint, green chilli and black salt, served at every Bengali wedding feast to follow the biryani.",
    "aam-panna":
      "Roasted green mango, cumin and mint shaken over ice: the cooling drink of a Bengali summer, made while the mangoes are young.",
    "seven-layer-tea":
      "Srimangal's famous layered tea, poured in seven colours and flavours from the tea gardens of the Sylhet division.",
  },
  venues: {
    "fine-dining":
      "Named after the water lily of Bangladesh, Shapla is our candlelit dining room above the river. Chef Rafiqul Islam's tasting of Sylheti and Bengali classics is served on brass and hand-thrown clay, with the quiet ceremony of a family feast.",
    "terrace-bistro":
      "An open-air terrace shaded by palms, where lunch moves between Dhaka street food and light fusion plates, and dinner is served as the lights come on along the Surma.",
  },
} as const;
