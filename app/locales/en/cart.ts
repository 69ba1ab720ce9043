/** Strings of the cart page and its checkout. */
export const cart = {
  emptyTitle: "Your cart is empty",
  emptyText: "Add a dish from our kitchen for delivery, or a room for your stay in Sylhet.",
  orderFood: "Order Food",
  bookRoom: "Book a Room",

  itemsTitle: "Your items",
  foodTitle: "Food Items",
  roomsTitle: "Room Bookings",
  columns: {
    item: "Item",
    room: "Room",
    price: "Price",
    pricePerNight: "Price per night",
    quantity: "Quantity",
    total: "Total",
    remove: "Remove",
  },
  each: (price: string) => `${price} each`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removedTitle: "Item removed",
  removedText: (name: string) => `${name} has been removed from your cart.`,

  summaryTitle: "Order summary",
  itemCount: (count: number) => (count === 1 ? "1 item" : `${count} items`),
  subtotal: "Subtotal",
  deliveryFee: "Delivery fee",
  total: "Total",
  demoTitle: "Demonstration only",
  demoText: "No payment is taken, and no order or booking is sent to the hotel.",
  checkout: "Proceed to Checkout",
  clear: "Clear cart",
  continueShopping: "Continue Shopping",

  dialog: {
    title: "Checkout",
    description:
      "Enter your details to place the order. This is a demonstration: nothing you type is stored or sent.",
    totalToPay: "Total to pay",
    name: "Full name",
    email: "E-mail",
    phone: "Phone",
    address: "Delivery address",
    card: "Card number",
    cardHint: "Any number works; it is never stored.",
    cancel: "Cancel",
    close: "Close checkout",
    place: "Place Order",
  },

  placedTitle: "Thank you for your order!",
  /** True to what happened: the site itself sends nothing, so it says how the order reaches us. */
  placedText: (phone: string) =>
    `This site sends nothing itself: to have your order delivered and your rooms booked, call us on ${phone} or message us on WhatsApp, and our team will confirm.`,
  returnHome: "Return to Home",
  orderPlacedTitle: "Order placed successfully!",
  orderPlacedText: (phone: string) =>
    `Nothing has reached us yet: call us on ${phone} or message us on WhatsApp.`,
} as const;
