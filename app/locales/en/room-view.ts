/** A room seen in full on /rooms (its in-page view), its photos, and the list's closing call to
 * action. Apart from ./rooms so a room's own page does not carry them. */
export const roomView = {
  carousel: {
    label: (room: string) => `Photos of the ${room}`,
    previous: "Previous photo",
    next: "Next photo",
    dots: "Choose a photo",
    goTo: (index: number, total: number) => `Photo ${index} of ${total}`,
    slide: (index: number, total: number) => `${index} of ${total}`,
  },
  facts: {
    price: "Price",
    size: "Size",
    bed: "Bed type",
    capacity: "Capacity",
    view: "View",
  },
  featuresTitle: "Room features",
  bookThisRoom: "Book This Room",
  amenitiesAndPolicies: "Amenities and policies",
  // Closing call to action
  ctaTitle: "Ready to Book Your Stay?",
  ctaText: (hours: number) =>
    `Book direct for our best rate, breakfast each morning and free cancellation up to ${hours} hours before check-in.`,
  bookNow: "Book Now",
} as const;
