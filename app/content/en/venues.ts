/** The restaurants' words, by venue id (`../venues.ts` holds the facts). */
export const venuesText = {
  "fine-dining": {
    name: "Shapla Fine Dining",
    cuisine: "Bengali fine dining",
    description:
      "Named after the water lily of Bangladesh, Shapla is our candlelit dining room above the river. Chef Rafiqul Islam's tasting of Sylheti and Bengali classics is served on brass and hand-thrown clay, with the quiet ceremony of a family feast.",
    imageAlt: "Shapla's dining room with set tables under warm, low lights",
  },
  "terrace-bistro": {
    name: "Terrace Bistro",
    cuisine: "Street food and fusion",
    description:
      "An open-air terrace shaded by palms, where lunch moves between Dhaka street food and light fusion plates, and dinner is served as the lights come on along the Surma.",
    imageAlt: "Open-air terrace tables set for lunch beside tall windows",
  },
};
