/** The words of the dining page's chef and private rooms (`../dining-sections.ts` holds the facts). */
export const diningSectionText = {
  chef: {
    name: "Chef Rafiqul Islam",
    position: "Executive Chef",
    bio: [
      "Born in a village outside Sylhet, Rafiqul Islam learned to cook beside his grandmother's clay oven, where shatkora, wild herbs and river fish set the rhythm of the year.",
      "After twenty years in kitchens in Dhaka, Kolkata and London, he came home in 2023 to lead our restaurants. His cooking honours the slow, patient recipes of Sylheti homes, refined for a fine-dining table and made with produce from the hills and haors around the city.",
    ],
    imageAlt: "Chef Rafiqul Islam in his whites in the hotel kitchen",
    awards: [
      "Dining Excellence Award, 2024",
      "Chef of the Year, Sylhet Hospitality Awards 2024",
      "Best Bengali Restaurant, Bangladesh Food Guide 2024",
      "Gold Medal, Bangladesh Culinary Championship 2021",
    ],
  },
  privateRooms: {
    "cellar-room": {
      name: "Cellar Room",
      description:
        "Brick vaults and candlelight for an intimate dinner, a family celebration or a quiet business meal.",
      imageAlt: "A long candlelit table in a vaulted room",
    },
    "garden-room": {
      name: "Garden Room",
      description:
        "Glass doors open onto the courtyard garden: light for lunches, lanterns and jasmine for evening parties.",
      imageAlt: "A bright dining room opening onto a garden",
    },
    "grand-salon": {
      name: "Grand Salon",
      description:
        "Our largest room, with a chandelier and river views, for weddings, receptions and festive banquets.",
      imageAlt: "A grand salon set for a banquet under a chandelier",
    },
  },
} as const;
