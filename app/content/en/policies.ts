/** The policies' and opening hours' wording (content/policies.ts holds the numbers). */
export const policiesText = {
  policies: {
    checkIn: "2:00 PM",
    checkOut: "12:00 PM",
    lateCancellationCharge: "one night",
  },
  hours: {
    frontDesk: { days: "Every day", time: "24 hours" },
    concierge: { days: "Every day", time: "7:00 AM – 11:00 PM" },
    roomService: { days: "Every day", time: "6:00 AM – 12:00 AM" },
    fineDining: { days: "Tuesday – Sunday", time: "5:30 PM – 10:30 PM" },
    terraceLunch: { days: "Every day", time: "11:30 AM – 2:30 PM" },
    terraceDinner: { days: "Every day", time: "6:00 PM – 9:30 PM" },
    bar: { days: "Every day", time: "12:00 PM – 12:00 AM" },
    breakfastWeekdays: { days: "Weekdays", time: "6:30 AM – 10:30 AM" },
    breakfastWeekends: { days: "Weekends", time: "7:00 AM – 11:00 AM" },
  },
} as const;
