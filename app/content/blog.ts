import type { BlogPost } from "./blog-schemas";

/** The six blog posts (spec section 3). */
export const blogPosts = [
  {
    id: "pohela-boishakh-celebration",
    title: "Celebrating Pohela Boishakh by the Surma",
    excerpt:
      "Join us for the Bengali New Year with a festive Panta Ilish breakfast, Baul music in the courtyard and alpana art across the lobby floor.",
    date: "2025-04-02",
    author: "Nusrat Jahan",
    readTime: 4,
    image: {
      id: "1533174072545-7a4b6ad7a6c3",
      alt: "Festive lights and colourful decorations at a celebration",
    },
    category: "Events",
  },
  {
    id: "secrets-of-sylheti-shatkora",
    title: "The Secrets of Sylheti Shatkora Beef",
    excerpt:
      "Our executive chef explains how the wild shatkora citrus from the Sylhet hills gives our signature curry its bright, bitter-sweet perfume.",
    date: "2025-03-18",
    author: "Chef Rafiqul Islam",
    readTime: 6,
    image: { id: "1585937421612-70a008356fbe", alt: "A rich curry served in a copper bowl" },
    category: "Dining",
  },
  {
    id: "greener-stays-at-surma",
    title: "Greener Stays: Our Sustainability Promise",
    excerpt:
      "From solar water heating to tea-garden compost and refillable glass bottles, here is how we are cutting our footprint in Sylhet year by year.",
    date: "2025-02-27",
    author: "Tanvir Ahmed",
    readTime: 5,
    image: {
      id: "1500382017468-9049fed747ef",
      alt: "Green hills of a tea garden under soft morning light",
    },
    category: "Sustainability",
  },
  {
    id: "terrace-bistro-opens",
    title: "The Terrace Bistro Opens Its Doors",
    excerpt:
      "Our new open-air bistro serves light lunches and river-view dinners every day, with a menu that moves between Bengali street food and fusion plates.",
    date: "2025-01-20",
    author: "Nusrat Jahan",
    readTime: 3,
    image: { id: "1517248135467-4c7edcad34c4", alt: "Open-air restaurant terrace with set tables" },
    category: "Announcements",
  },
  {
    id: "tea-garden-day-trips",
    title: "Day Trips to Sylhet's Tea Gardens",
    excerpt:
      "Malnicherra, Lakkatura and the Srimangal estates are all within reach. Our concierge shares the best routes, times and tea stalls for a perfect day out.",
    date: "2024-12-09",
    author: "Tanvir Ahmed",
    readTime: 7,
    image: { id: "1587974928442-77dc3e0dba72", alt: "Rows of tea bushes on a sunny hillside" },
    category: "Events",
  },
  {
    id: "pitha-festival-winter-sweets",
    title: "A Winter Pitha Festival of Bengali Sweets",
    excerpt:
      "Bhapa, chitoi and patishapta pitha return for the cold season. Taste a dozen traditional rice cakes made fresh each morning by our pastry team.",
    date: "2024-11-15",
    author: "Chef Rafiqul Islam",
    readTime: 4,
    image: { id: "1551024601-bec78aea704b", alt: "Plates of traditional sweets on a table" },
    category: "Dining",
  },
] as const satisfies readonly BlogPost[];

export function findPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}
