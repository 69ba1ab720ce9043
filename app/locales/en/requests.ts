/** Strings of the confirmation view and "My requests" (`~/locale/requests`). */
export const requests = {
  /** Each kind of request: its title, and the greeting and closing of its message. */
  kinds: {
    stay: {
      title: (ref: string) => `Reservation request ${ref}`,
      greeting: "Hello Surma Riverside Hotel, I would like to book a room.",
      closing: "Please confirm my reservation. Thank you!",
      /** A change of a kept request (My requests' "Change"): the new request replaces it. */
      changeGreeting: (ref: string) =>
        `Hello Surma Riverside Hotel, I would like to change my reservation request ${ref} to this one.`,
      changeClosing: "Please confirm the change. Thank you!",
    },
    hotel: {
      title: (ref: string) => `Reservation request ${ref}`,
      greeting: "Hello Surma Riverside Hotel, I would like to book a room.",
      closing: "Please confirm my room and its price. Thank you!",
    },
    table: {
      title: (ref: string) => `Table request ${ref}`,
      greeting: "Hello Surma Riverside Hotel, I would like to book a table.",
      closing: "Please confirm my table. Thank you!",
    },
    order: {
      title: (ref: string) => `Order ${ref}`,
      greeting: "Hello Surma Riverside Hotel, I would like to order.",
      closing: "Please confirm my order. Thank you!",
    },
  },
  orderItems: (count: number) => (count === 1 ? "1 item" : `${count} items`),
  /** "Deluxe Room, Sat 20 Jun – Wed 24 Jun, 2 adults" (the party is per room; older orders have none). */
  orderRoomLine: (quantity: number, room: string, dates: string, party: string) =>
    `${quantity === 1 ? room : `${quantity} × ${room}`}, ${dates}${
      party ? (quantity === 1 ? `, ${party}` : `, ${party} in each`) : ""
    }`,
  guests: (count: number) => (count === 1 ? "1 guest" : `${count} guests`),
  nights: (count: number) => (count === 1 ? "1 night" : `${count} nights`),
  party: (size: string) => (size === "1" ? "1 person" : `${size} people`),
  ready: "Ready to send",
  /** True to what happened: the request is on this device until the guest sends it. */
  notSent:
    "Your request is saved on this device, but nothing has reached the hotel yet: this site sends nothing itself. Send it with one of the buttons below and our team will reply to confirm it.",
  /** How a request stands with the hotel's address, when the hotel has requests sent to it. */
  delivery: {
    sending: "Sending it to the hotel…",
    sent: (time: string) => `Sent to the hotel at ${time}`,
    sentText: "It has reached our reservations team, who will reply to confirm it.",
    waiting: "Waiting for a connection: we will send it as soon as you are online",
    waitingText:
      "It is kept on this device until it goes, even if you close this page. To reach us now, send it yourself:",
    refused: "The hotel's system did not take it",
    refusedText: "Nothing went wrong on your side. Please send it to us with one of these:",
    sentShort: "Sent to the hotel",
    waitingShort: "Waiting to send",
    alsoTitle: "Or send it yourself",
  },
  reference: "Reference",
  made: "Made",
  sendTitle: "Send it to the hotel",
  whatsapp: "Send on WhatsApp",
  email: "Send by e-mail",
  call: (phone: string) => `Call ${phone}`,
  keepTitle: "Keep it",
  calendar: "Add to calendar",
  calendarFailed: "The calendar file could not be made. Please try again.",
  print: "Print or save as PDF",
  opensWhatsapp: "opens WhatsApp",
  status: "Status",
  statusHint: "Mark it once you have sent it, so you know where you stand.",
  statuses: { unsent: "Not yet sent", whatsapp: "Sent on WhatsApp", email: "Sent by e-mail" },
  statusSaved: (ref: string, status: string) => `${ref}: ${status}.`,
  policiesTitle: "Good to know",
  checkInOut: (checkIn: string, checkOut: string) =>
    `Check-in from ${checkIn}, check-out by ${checkOut}.`,
  cancellation: (hours: number, charge: string) =>
    `Cancel free of charge up to ${hours} hours before check-in; after that, ${charge} is charged.`,
  noRefund: "Booked at the non-refundable rate: no refund if cancelled.",
  confirmsBy: "Our team confirms your room and price when they reply.",
  tableConfirms: (hours: number) =>
    `Tables are booked at least ${hours} hours ahead; our team confirms yours when they reply.`,
  orderConfirms:
    "Pay on delivery: cash, bKash, Nagad, Rocket or card at the door. Our team confirms the order and its delivery time when they reply.",
  allRequests: "All my requests",
  listTitle: "Requests on this device",
  stored:
    "Kept only in this browser, on this device, until you delete them. Nobody else can see them.",
  empty: "You have no requests on this device yet.",
  bookRoom: "Book a room",
  notFound: (ref: string) =>
    `No request ${ref} is kept on this device. It may have been deleted, or made in another browser.`,
  delete: "Delete",
  deleteLabel: (ref: string) => `Delete request ${ref}`,
  deleted: (ref: string) => `Request ${ref} deleted.`,
  view: "View and send",
  viewLabel: (ref: string) => `View and send request ${ref}`,
  /** The message the hand-offs carry. */
  message: {
    reference: "Reference",
    /** The request a change replaces. */
    replaces: "Replaces",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    payment: "Payment",
    /** A stay of several rooms alike (a cart line): their number, and who stays in each. */
    rooms: "Rooms",
    guestsPerRoom: "Guests per room",
    onDelivery: "On delivery",
    atHotel: "At the hotel, once the stay is confirmed",
    /** A cart of food and rooms: each paid its own way. */
    eachItsWay: (food: string, rooms: string) => `Food: ${food}. Rooms: ${rooms}.`,
    restaurant: "Restaurant",
    date: "Date",
    time: "Time",
    party: "Party",
    subtotal: "Subtotal",
    delivery: "Delivery",
    total: "Total",
    area: "Area",
    address: "Address",
  },
  calendarTitle: (hotel: string, what: string) => `${hotel}: ${what}`,
  calendarTable: (venue: string) => `Table at ${venue}`,
  calendarNote: (ref: string, phone: string) =>
    `Request ${ref}, to be confirmed by the hotel. Questions: ${phone}.`,
} as const;
