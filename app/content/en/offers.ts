/** The words of the special offers (`../offers.ts` holds the facts), keyed by offer id. */
export const offersText = {
  "early-bird": {
    title: "Early Bird Special",
    description:
      "Plan ahead and save: reserve at least 30 days before arrival and enjoy 15% off our best available rate on every room and suite.",
    discount: "15% off",
    imageAlt: "A bright hotel room with morning light across the bed",
    features: [
      "Book at least 30 days ahead",
      "2-night minimum stay",
      "Daily breakfast for two",
      "Free high-speed Wi-Fi",
    ],
  },
  "weekend-escape": {
    title: "Weekend Escape",
    description:
      "Slip away from the week with 20% off Friday and Saturday nights, a welcome drink by the river and a slow breakfast on Sunday.",
    discount: "20% off",
    imageAlt: "Poolside loungers beside calm water in the evening",
    features: [
      "Friday and Saturday nights",
      "Welcome drink on arrival",
      "Breakfast for two",
      "Late check-out on request",
    ],
  },
  "extended-stay": {
    title: "Extended Stay",
    description:
      "Make Sylhet your home for a while. Stay five nights or more and save 25% on your room, with the comforts a longer visit deserves.",
    discount: "25% off",
    imageAlt: "A spacious suite with a sofa, a desk and a large bed",
    features: [
      "25% off stays of 5+ nights",
      "Daily housekeeping",
      "Laundry service included",
      "Airport transfer on arrival",
    ],
  },
  "summer-holiday": {
    title: "Summer Holiday",
    description:
      "A family summer by the Surma: spend $100 of dining credit at our restaurant and Terrace Bistro, with the pool and garden all yours.",
    discount: "$100 dining credit",
    imageAlt: "A resort swimming pool surrounded by palm trees",
    features: [
      "$100 credit at our restaurants",
      "Family games in the garden",
      "Pool and garden access",
      "Tea-garden day-trip planning",
    ],
  },
  "dining-delight": {
    title: "Dining Delight",
    description:
      "A stay built around our table: a Bengali tasting dinner for two by the river, breakfast each morning and a chef's welcome of pitha.",
    discount: "Tasting dinner for two",
    imageAlt: "A plated dinner served on a candle-lit restaurant table",
    features: [
      "Five-course Bengali tasting menu",
      "Daily breakfast for two",
      "Welcome plate of seasonal pitha",
      "Reserved riverside table",
    ],
  },
  anniversary: {
    title: "Anniversary Celebration",
    description:
      "Celebrate the years together with a room upgrade, flowers and a cake waiting in your room, and a candle-lit dinner on the terrace.",
    discount: "Free room upgrade",
    imageAlt: "A table dressed with flowers and candles for a celebration",
    features: [
      "Room upgrade, subject to availability",
      "Flowers and a celebration cake",
      "Candle-lit dinner on the terrace",
      "Late check-out on request",
    ],
  },
} as const;
