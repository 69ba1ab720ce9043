import { rooms } from "./rooms";

/**
 * Strings of the Overview, Amenities and Policies tabs of /rooms/:id and its "Why book direct",
 * imported from `~/locale/room-extras`: loaded with those sections' code, not with the page (they
 * are static islands, decision 0010).
 */
export const roomExtras = {
  overviewTitle: "Overview",
  overviewFacts: {
    bed: rooms.bed,
    // The guests it sleeps, and how many may be adults when that is fewer (content: adults).
    occupancy: (count: number, adults: number) =>
      adults < count ? `Up to ${count} guests, ${adults} of them adults` : `Up to ${count} guests`,
    breakfast: "Breakfast included",
    nonSmoking: "Non-smoking",
    // A room's rate for the night its page was built on (the price its structured data gives).
    rateOn: (price: string, night: string) => `${price} for the night of ${night}`,
  },
  highlightsTitle: "Room highlights",
  whyBookDirectTitle: "Why Book Direct",
  whyBookDirect: {
    rate: "Best rate guaranteed, with no booking fees",
    breakfast: "Breakfast for every guest, every morning",
    cancellation: (hours: number) => `Free cancellation up to ${hours} hours before check-in`,
    gift: "A traditional Bengali welcome gift when you mention 'Boishakhi'",
    flexible: "Early check-in and late check-out when available",
  },
  amenitiesTitle: "In-room amenities",
  // Its hours are the policies' (content/policies.yaml), never written here.
  roomService: (time: string) => `Room service, ${time}`,
  amenities: [
    "Free high-speed Wi-Fi",
    "Tea and coffee maker",
    "Air conditioning",
    "Flat-screen TV",
    "Private bathroom",
  ],
  complimentaryTitle: "Complimentary services",
  complimentary: [
    "Daily housekeeping",
    "Evening turndown service",
    "Bottled water",
    "Welcome fruit basket",
    "Evening snacks",
    "Daily newspaper",
  ],
  policiesTitle: "Hotel policies",
  policyLabels: {
    checkIn: "Check-in",
    checkOut: "Check-out",
    minimumStay: "Minimum stay",
    cancellation: "Cancellation",
    children: "Children and extra beds",
    pets: "Pets",
  },
  policyText: {
    checkIn: (time: string) => `From ${time}`,
    checkOut: (time: string) => `By ${time}`,
    /** A season's minimum stay, for stays arriving in it (content/rooms/*.yaml). */
    minimumStay: (season: string, from: string, to: string, nights: number) =>
      `${season} (${from} to ${to}): stays arriving then are at least ${nights} nights.`,
    noMinimumStay: "None: a single night is welcome.",
    cancellation: (hours: number, charge: string) =>
      `Free cancellation up to ${hours} hours before check-in; after that, ${charge} is charged.`,
    pets: "Pets are not allowed.",
  },
} as const;
