/** The About page's words (content/about.ts holds years, ids and photo ids). */
export const aboutText = {
  heroPhoto: { alt: "The hotel's terrace and pool facing the river at sunset" },
  mission: {
    statement:
      "To welcome every guest as Sylhet welcomes family: with warmth, with care and with a full table.",
    paragraphs: [
      "We opened on the banks of the Surma in 2023 to share the Sylhet we love: its tea-covered hills, its saints' shrines and markets, and above all its hospitality. Every stay should feel both effortless and unmistakably Bengali.",
      "That means rooms made for rest, a kitchen that honours the recipes of Sylheti homes, and a team who know our guests by name. We measure ourselves not by stars on a door but by the stories guests take home.",
    ],
    photoAlt: "Guests greeted in the hotel lobby beneath warm pendant lights",
  },
  milestones: {
    "grand-opening": {
      title: "Grand Opening",
      description:
        "We opened our doors in Zindabazar, on the banks of the Surma, with elegant rooms, a Bengali restaurant and a promise of true Sylheti hospitality.",
    },
    "first-recognition": {
      title: "First Recognition",
      description:
        "Within months, travellers named us one of Sylhet's most welcoming new hotels, praising our service and our riverside setting.",
    },
    "dining-award": {
      title: "Dining Excellence Award",
      description:
        "Our restaurant was honoured for authentic Bangladeshi cuisine, celebrating the home-style Sylheti recipes at the heart of our menu.",
    },
    expansion: {
      title: "Expansion",
      description:
        "We added family suites, garden-view rooms and the Presidential Suite, so groups and families can stay together in comfort.",
    },
    sustainability: {
      title: "Sustainability Initiative",
      description:
        "Solar water heating, plastic-free rooms and produce from local farms and tea estates: our promise to protect the region we call home.",
    },
  },
  values: {
    service: {
      title: "Exceptional Service",
      description:
        "Attentive, warm and unhurried care, anticipating what you need before you have to ask.",
    },
    quality: {
      title: "Uncompromising Quality",
      description:
        "From the thread count of our linen to the spices in our kitchen, we choose only the best.",
    },
    innovation: {
      title: "Continuous Innovation",
      description:
        "We keep learning and refining, blending modern comfort with the traditions of Sylhet.",
    },
  },
} as const;
