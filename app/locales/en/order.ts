/**
 * Strings of the online order page; its dishes and delivery facts are content (content/dishes,
 * content/pages/order.yaml).
 */
export const order = {
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
} as const;
