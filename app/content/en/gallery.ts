/** The words of the gallery (`../gallery.ts` holds the facts), keyed by gallery id. */
export const galleryText = {
  "riverside-facade": {
    title: "Riverside Facade at Dusk",
    imageAlt: "The hotel's facade and pool lit up at dusk",
  },
  "grand-lobby": {
    title: "The Grand Lobby",
    imageAlt: "The lobby with marble floors and warm pendant lights",
  },
  "deluxe-room": {
    title: "Deluxe Room",
    imageAlt: "Deluxe room with a king bed and a city view",
  },
  "shapla-dining-room": {
    title: "Shapla Fine Dining",
    imageAlt: "Shapla's dining room with tables set for dinner",
  },
  "infinity-pool": {
    title: "Outdoor Pool",
    imageAlt: "The outdoor pool with loungers and palms",
  },
  "boishakh-celebration": {
    title: "Pohela Boishakh Celebration",
    imageAlt: "A festive courtyard dinner under strings of lights",
  },
  "executive-suite": {
    title: "Executive Suite Living Room",
    imageAlt: "Executive suite sitting room with sofa and armchairs",
  },
  "reading-lounge": {
    title: "Reading Lounge",
    imageAlt: "A quiet lounge with armchairs and bookshelves",
  },
  "terrace-bistro": {
    title: "Terrace Bistro",
    imageAlt: "Terrace Bistro tables set for lunch",
  },
  "spa-treatment-room": {
    title: "Spa Treatment Room",
    imageAlt: "A calm spa treatment room with candles and towels",
  },
  "garden-entrance": {
    title: "Garden Entrance",
    imageAlt: "The hotel entrance framed by tropical gardens",
  },
  "presidential-bedroom": {
    title: "Presidential Suite Bedroom",
    imageAlt: "A bedroom with a lounge chair by a tall window",
  },
  "kacchi-biryani": {
    title: "Kacchi Biryani",
    imageAlt: "Kacchi biryani served in a clay pot",
  },
  "fitness-centre": {
    title: "Fitness Centre",
    imageAlt: "The fitness centre with treadmills and free weights",
  },
  "wedding-reception": {
    title: "Wedding Reception in the Grand Salon",
    imageAlt: "The Grand Salon set for a wedding reception",
  },
  "marble-bathroom": {
    title: "Marble Bathroom",
    imageAlt: "A marble bathroom with a deep bathtub",
  },
  staircase: {
    title: "Main Staircase",
    imageAlt: "A sweeping staircase with brass rails and warm light",
  },
  "river-view": {
    title: "View from the Surma",
    imageAlt: "The hotel by the river under a clear evening sky",
  },
} as const;
