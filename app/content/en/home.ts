/** The words of the home page's content (`../home.ts` holds the facts). */
export const homeText = {
  photos: {
    hero: "The hotel's riverside pool glowing at dusk",
    story: {
      lobby: "The warmly lit hotel lobby with a welcome desk",
      terrace: "The hotel terrace facing the water at sunset",
      room: "A bright guest room dressed in fresh white linen",
      restaurant: "Candle-lit tables set in the restaurant",
    },
    dining: "A brass platter of fragrant biryani with fresh herbs",
  },
  featuredRooms: {
    "padma-suite": {
      name: "Padma Suite",
      description:
        "Our signature suite with a separate lounge, a king bed and a balcony over the Surma at golden hour.",
      imageAlt: "Padma Suite lounge with river-facing windows",
      amenities: ["King bed", "River balcony", "Separate lounge", "Butler service"],
    },
    "meghna-room": {
      name: "Meghna Room",
      description:
        "A serene retreat dressed in hand-loomed Sylheti textiles, with a queen bed and a rain shower.",
      imageAlt: "Meghna Room with a queen bed and soft lamps",
      amenities: ["Queen bed", "Rain shower", "Garden view", "Free Wi-Fi"],
    },
    "jamuna-family-suite": {
      name: "Jamuna Family Suite",
      description:
        "Two connecting bedrooms and a sitting area, with room for the whole family to gather.",
      imageAlt: "Jamuna Family Suite with a king bed and a twin room beyond",
      amenities: ["King and twin beds", "Sitting area", "Sleeps 4", "Breakfast included"],
    },
  },
  testimonials: {
    "farhan-chowdhury": {
      name: "Farhan Chowdhury",
      position: "Business traveler",
      quote:
        "The quietest night's sleep I have had on a work trip. Fast Wi-Fi, a proper desk and a team that remembered how I take my tea by the second morning.",
    },
    "ayesha-rahman": {
      name: "Ayesha Rahman",
      position: "Vacation guest",
      quote:
        "We came home to Sylhet from London with our children and felt looked after from the first hour. The tea-garden trip the concierge arranged was the highlight of our year.",
    },
    "imran-hossain": {
      name: "Imran Hossain",
      position: "Food critic",
      quote:
        "The shatkora beef alone is worth the journey: bright, deep and unmistakably Sylheti. This kitchen cooks Bengali food with real respect for the home recipes behind it.",
    },
  },
} as const;
