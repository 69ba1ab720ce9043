/** The restaurants' words, by venue id (`../venues.ts` holds the facts). */
export const venuesText = {
  "fine-dining": {
    name: "Shapla Fine Dining",
    cuisine: "Bengali fine dining",
    imageAlt: "Shapla's dining room with set tables under warm, low lights",
  },
  "terrace-bistro": {
    name: "Terrace Bistro",
    cuisine: "Street food and fusion",
    imageAlt: "Open-air terrace tables set for lunch beside tall windows",
  },
};
