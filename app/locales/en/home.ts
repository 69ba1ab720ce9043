/** Strings of the home area, loaded only by the pages that show them. */
export const home = {
  hero: {
    exploreRooms: "Explore Rooms",
    viewDining: "View Dining",
  },
  story: {
    eyebrow: (year: string) => `Established ${year}`,
    heading: "Our Story",
    cta: "Learn More About Us",
  },
  featured: {
    eyebrow: "Stay with us",
    heading: "Featured Accommodations",
    intro:
      "Three of our guests' favourite rooms, each dressed in Sylheti textiles and made for rest.",
    perNight: "per night",
    amenities: "Amenities",
    viewDetails: "View Details",
    viewDetailsOf: (name: string) => `View Details: ${name}`,
    viewAll: "View All Rooms",
  },
  dining: {
    eyebrow: "Our restaurant",
    heading: "Authentic Bangladeshi Dining",
    viewMenu: "View Menu",
    reserve: "Reserve a Table",
  },
  testimonials: {
    eyebrow: "Kind words",
    heading: "Guest Experiences",
    intro: "What our guests remember about their stay.",
    label: "Guest testimonials",
    slide: (position: number, total: number) => `${position} of ${total}`,
    previous: "Previous testimonial",
    next: "Next testimonial",
    show: (position: number) => `Show testimonial ${position}`,
    dots: "Choose a testimonial",
    stayed: "Stayed",
  },
  closing: {
    eyebrow: "Your stay awaits",
    heading: "Come Home to the Surma",
    book: "Book Your Sylhet Getaway",
    dine: "Reserve Dining Experience",
    /** After the welcome gift's name, a title run into its sentence. */
    stop: ".",
  },
} as const;
