/**
 * The words of a stay request that the booking form and the requests it leaves (the confirmation
 * view, My requests) both show: small enough for the requests' pages to load alone.
 */
export const stayWords = {
  /** Step 1's price, live as dates and a room are chosen: "3 nights × $249". */
  /** The offer that applies to the stay, and what it saves. */
  offerSaves: (offer: string, amount: string) => `${offer}: you save ${amount}`,
  priceLine: (nights: number, price: string) =>
    `${nights === 1 ? "1 night" : `${nights} nights`} × ${price}`,
  specialRequests: "Special requests",
  summary: {
    room: "Room",
    checkIn: "Check-in",
    checkOut: "Check-out",
    nights: "Nights",
    guests: "Guests",
    guest: "Guest",
    nightlyPrice: "Price per night",
    offer: "Offer",
    total: "Total",
  },
  fromTime: (time: string) => `From ${time}`,
  byTime: (time: string) => `By ${time}`,
  guestsSummary: (adults: number, children: number) =>
    [
      adults === 1 ? "1 adult" : `${adults} adults`,
      children === 0 ? "" : children === 1 ? "1 child" : `${children} children`,
    ]
      .filter(Boolean)
      .join(", "),
  payment: { "credit-card": "Credit card", "pay-later": "Pay later" },
} as const;
