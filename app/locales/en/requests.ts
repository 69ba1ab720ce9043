/** Strings of the confirmation view and "My requests" (`~/locale/requests`). */
export const requests = {
  title: (ref: string) => `Reservation request ${ref}`,
  ready: "Ready to send",
  /** True to what happened: the request is on this device until the guest sends it. */
  notSent:
    "Your request is saved on this device, but nothing has reached the hotel yet: this site sends nothing itself. Send it with one of the buttons below and our team will reply to confirm your room.",
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
  confirmsBy: "Our team confirms your room and price when they reply.",
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
    greeting: "Hello Surma Riverside Hotel, I would like to book a room.",
    closing: "Please confirm my reservation. Thank you!",
    subject: (ref: string, room: string, dates: string) =>
      `Reservation request ${ref}: ${room}, ${dates}`,
    reference: "Reference",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    payment: "Payment",
  },
  calendarTitle: (hotel: string, room: string) => `${hotel}: ${room}`,
  calendarNote: (ref: string, phone: string) =>
    `Reservation request ${ref}, to be confirmed by the hotel. Questions: ${phone}.`,
} as const;
