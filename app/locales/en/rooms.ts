/** "King bed", "Queen or Twin bed", but "King and Twin beds" (a room with two kinds of bed). */
const bedPhrase = (bed: string) => `${bed} ${/ and /i.test(bed) ? "beds" : "bed"}`;

/** Strings of the rooms area, loaded only by the pages that show them. */
export const rooms = {
  /** A room detail page's meta description. */
  detailDescription: (short: string, size: string, bed: string, price: string) =>
    `${short} ${size}, ${bedPhrase(bed)}, from ${price} per night.`,
  /** A room's bed type as a phrase. */
  bed: bedPhrase,
  notFoundTitle: "Room not found",
  notFoundText: "The room you're looking for doesn't exist.",
  viewAll: "View All Rooms",

  viewDetails: "View Details",
  viewDetailsOf: (room: string) => `View Details: ${room}`,
  perNight: "per night",
  guests: (count: number) => `${count} guests`,
  capacityLabel: "Capacity",
  sizeLabel: "Size",

  // In-page detail view
  back: "Back to All Rooms",

  // Room detail page (/rooms/:id)
  detailEyebrow: "Rooms & Suites",
  tabsAria: "About this room",
  detailTabs: { overview: "Overview", amenities: "Amenities", policies: "Policies" },
  sideCard: {
    title: "Reserve this room",
    maxPeople: (count: number) => `Max ${count} people`,
    addToCart: "Add to Cart",
    bookWithDetails: "Book with Details",
    viewCart: (count: number) => `View cart (${count})`,
    note: "No payment is taken on this website.",
    /** A room goes into the cart with its dates, by the booking form's rules. */
    datesLegend: "Your dates",
    checkIn: "Check-in date",
    checkOut: "Check-out date",
    /** Who stays in the room, as the booking form asks it. */
    guestsLegend: "Guests in this room",
    adults: "Adults",
    children: "Children",
    /** Once both dates are chosen: "4 nights × $249 = $996" (the nights at each rate, then the sum). */
    stayPrice: (nights: string, total: string) => `${nights} = ${total}`,
    errors: {
      checkInRequired: "Please choose your check-in date to add this room to your cart.",
      checkInPast: "Check-in cannot be in the past. Please choose today or a later date.",
      checkOutRequired: "Please choose your check-out date to add this room to your cart.",
      checkOutOrder: "Check-out must be at least one night after check-in.",
      stayTooLong: (nights: number) =>
        `We book stays of up to ${nights} nights here. For a longer stay, please call or message us.`,
    },
  },
  roomAddedTitle: "Room added to cart",
  roomAddedText: (name: string) => `${name} has been added to your booking cart.`,
  otherRoomsTitle: "Other rooms you may like",
  notFoundSuggestions: "Our rooms and suites",
} as const;
