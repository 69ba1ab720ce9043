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
  /** A room line's stay, its dates as "Sat, 20 Jun 2026". */
  stayDates: (checkIn: string, checkOut: string) => `${checkIn} to ${checkOut}`,
  /** A room line's name for its controls: the same room for other dates is another line. */
  roomGuests: (party: string) => `Guests per room: ${party}`,
  roomOn: (name: string, stay: string) => `${name}, ${stay}`,
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
  /** The rooms' charges: lines when added to their rates, a sentence when the rates include them. */
  roomServiceCharge: "Rooms' service charge",
  roomVat: "Rooms' VAT",
  roomChargesIncluded: (serviceCharge: string, vat: string) =>
    `Room prices include service charge ${serviceCharge} and VAT ${vat}.`,
  total: "Total",
  demoTitle: "How your order reaches us.",
  /** How the order reaches the hotel: the food and each room are requests of their own. */
  demoText: (parts: number) =>
    parts === 1
      ? "Placing the order gives you a reference and sends nothing: you send it to us on WhatsApp or by e-mail."
      : "Placing the order gives the food and each room a reference of its own and sends nothing: you send them to us on WhatsApp or by e-mail.",
  /** The hotel has every part of this cart sent on for the guest (content/site.yaml). */
  demoTextSent: (parts: number) =>
    parts === 1
      ? "Placing the order sends it to us for you and gives you a reference to follow it in My requests."
      : "Placing the order sends the food and each room to us for you, each with a reference to follow in My requests.",
  /** Some parts are sent for the guest, some not. */
  demoTextSome:
    "Placing the order gives the food and each room a reference of its own; the next page says how each reaches us.",
  checkout: "Proceed to Checkout",
  clear: "Clear cart",
  continueShopping: "Continue Shopping",

  /** How each part of the cart is paid: food on delivery, a room at the hotel. */
  paysFood: "Food is paid on delivery.",
  paysStay: "A room is a reservation request: you pay at the hotel once we confirm it.",

  /**
   * The ending's heading, exactly what happened (placed-heading.ts): kept on this device and
   * ready for the guest to send, or being sent by the site; the status under it says when the
   * hotel's address took it. Never thanks for, or claims receipt of, what has not reached us.
   */
  placed: {
    ready: {
      order: "Your order is ready to send",
      stay: "Your request is ready to send",
      many: "Your requests are ready to send",
    },
    sending: {
      order: "Sending your order to the hotel",
      stay: "Sending your request to the hotel",
      many: "Sending your requests to the hotel",
    },
    /** Some sent by the site, others for the guest to send. */
    some: "Your requests, and how each reaches us",
  },
  /** More than one request placed: the food, and each room. */
  placedMany: (count: number) =>
    `Your order is ${count} requests, each with its own reference: the food is delivered, each room is confirmed by the hotel.`,
  reference: "Reference",
  openInRequests: "Open it in My requests",
  returnHome: "Return to Home",
  orderFailedTitle: "Order could not be placed",
  orderFailedText:
    "The order could not be placed: please check your connection and try again. Your cart and details are kept.",
} as const;
