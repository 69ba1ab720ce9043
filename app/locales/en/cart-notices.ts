/** What adding to the cart says when it could not do all a guest expects (features/cart/cart-notice.ts). */
export const cartNotices = {
  full: {
    title: "Your cart is full",
    description:
      "It holds 100 different items. Place this order or remove something, then add this again.",
  },
  most: {
    title: "That is as many as one order takes",
    description: "You have 99 of this in your cart. For more, please call us.",
  },
  notKept:
    "This browser is not keeping your cart (its storage is full or private): it lasts until you close this page.",
};
