import type { PageCopy } from "./en-pages";

/** Strings of the order area, read with `useOrderMessages()` (not in en.ts: only its routes load them). */
export const orderMessages = {
  menuEyebrow: "Delivered across Sylhet",
  menuTitle: "Order from our kitchen",
  menuIntro:
    "Cooked to order in our restaurant kitchen and packed to arrive hot. Add dishes to your cart and check out when you are ready.",
  tabsLabel: "Menu categories",
  cartLink: (count: number) => `Cart (${count})`,
  vegetarian: "Vegetarian",
  popular: "Popular",
  spicePrefix: "Spice level: ",
  spiceNames: { mild: "mild", medium: "medium", hot: "hot", "extra-hot": "extra hot" },
  allergens: "Allergens:",
  addToCart: "Add to Cart",
  addToCartOf: (dish: string) => `Add to Cart: ${dish}`,
  addedTitle: "Added to cart",
  addedText: (name: string) => `${name} has been added to your cart.`,
  infoEyebrow: "Good to know",
  infoTitle: "Delivery information",
  areasTitle: "Delivery Areas",
  areasText: "We deliver hot to these neighbourhoods of Sylhet:",
  timesTitle: "Delivery Times",
  lunch: "Lunch",
  dinner: "Dinner",
  allDays: "Every day of the week",
  average: (from: number, to: number) => `Average delivery time: ${from}–${to} minutes`,
  paymentTitle: "Payment Options",
  paymentText: "Pay as you prefer when your order arrives or at checkout:",
  payments: ["Credit/debit cards", "Cash on delivery", "bKash", "Nagad", "Rocket"],
} as const;

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const orderPage = {
  photoAlt: "A Bengali curry in a copper bowl",
  title: "Online Food Ordering",
  description:
    "Order Bengali food online: appetizers, curries, biryani, desserts and drinks, delivered to Zindabazar, Upashahar, Amberkhana, Subidbazar and Tilagor in Sylhet.",
  heading: "Online Food Ordering",
  intro: "Our restaurant's favourites, delivered hot across Sylhet in 30 to 45 minutes.",
} satisfies PageCopy;
