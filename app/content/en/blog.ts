/** The blog posts' words, by post id (content/blog.ts holds dates, categories and photo ids). */
export const blogText = {
  "pohela-boishakh-celebration": {
    title: "Celebrating Pohela Boishakh by the Surma",
    pageTitle: "Pohela Boishakh by the Surma",
    excerpt:
      "Join us for the Bengali New Year with a festive Panta Ilish breakfast, Baul music in the courtyard and alpana art across the lobby floor.",
    author: "Nusrat Jahan",
    imageAlt: "Festive lights and colourful decorations at a celebration",
  },
  "secrets-of-sylheti-shatkora": {
    title: "The Secrets of Sylheti Shatkora Beef",
    pageTitle: "Secrets of Shatkora Beef",
    excerpt:
      "Our executive chef explains how the wild shatkora citrus from the Sylhet hills gives our signature curry its bright, bitter-sweet perfume.",
    author: "Chef Rafiqul Islam",
    imageAlt: "A rich curry served in a copper bowl",
  },
  "greener-stays-at-surma": {
    title: "Greener Stays: Our Sustainability Promise",
    pageTitle: "Our Sustainability Promise",
    excerpt:
      "From solar water heating to tea-garden compost and refillable glass bottles, here is how we are cutting our footprint in Sylhet year by year.",
    author: "Tanvir Ahmed",
    imageAlt: "Green hills of a tea garden under soft morning light",
  },
  "terrace-bistro-opens": {
    title: "The Terrace Bistro Opens Its Doors",
    pageTitle: "The Terrace Bistro Opens",
    excerpt:
      "Our new open-air bistro serves light lunches and river-view dinners every day, with a menu that moves between Bengali street food and fusion plates.",
    author: "Nusrat Jahan",
    imageAlt: "Open-air restaurant terrace with set tables",
  },
  "tea-garden-day-trips": {
    title: "Day Trips to Sylhet's Tea Gardens",
    pageTitle: "Sylhet Tea Garden Day Trips",
    excerpt:
      "Malnicherra, Lakkatura and the Srimangal estates are all within reach. Our concierge shares the best routes, times and tea stalls for a perfect day out.",
    author: "Tanvir Ahmed",
    imageAlt: "Rows of tea bushes on a sunny hillside",
  },
  "pitha-festival-winter-sweets": {
    title: "A Winter Pitha Festival of Bengali Sweets",
    pageTitle: "A Winter Pitha Festival",
    excerpt:
      "Bhapa, chitoi and patishapta pitha return for the cold season. Taste a dozen traditional rice cakes made fresh each morning by our pastry team.",
    author: "Chef Rafiqul Islam",
    imageAlt: "Plates of traditional sweets on a table",
  },
} as const;
