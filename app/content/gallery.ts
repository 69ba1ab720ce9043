import type { GalleryImage } from "./gallery-schemas";

/** The gallery: 18 photos across the spec's six categories. */
export const galleryImages = [
  {
    id: "riverside-facade",
    image: {
      id: "1566073771259-6a8506099945",
      alt: "The hotel's facade and pool lit up at dusk",
    },
    title: "Riverside Facade at Dusk",
    category: "exterior",
  },
  {
    id: "grand-lobby",
    image: {
      id: "1564501049412-61c2a3083791",
      alt: "The lobby with marble floors and warm pendant lights",
    },
    title: "The Grand Lobby",
    category: "interior",
  },
  {
    id: "deluxe-room",
    image: {
      id: "1611892440504-42a792e24d32",
      alt: "Deluxe room with a king bed and a city view",
    },
    title: "Deluxe Room",
    category: "rooms",
  },
  {
    id: "shapla-dining-room",
    image: {
      id: "1414235077428-338989a2e8c0",
      alt: "Shapla's dining room with tables set for dinner",
    },
    title: "Shapla Fine Dining",
    category: "dining",
  },
  {
    id: "infinity-pool",
    image: {
      id: "1571896349842-33c89424de2d",
      alt: "The outdoor pool with loungers and palms",
    },
    title: "Outdoor Pool",
    category: "amenities",
  },
  {
    id: "boishakh-celebration",
    image: {
      id: "1511795409834-ef04bbd61622",
      alt: "A festive courtyard dinner under strings of lights",
    },
    title: "Pohela Boishakh Celebration",
    category: "events",
  },
  {
    id: "executive-suite",
    image: {
      id: "1578683010236-d716f9a3f461",
      alt: "Executive suite sitting room with sofa and armchairs",
    },
    title: "Executive Suite Living Room",
    category: "rooms",
  },
  {
    id: "reading-lounge",
    image: {
      id: "1445019980597-93fa8acb246c",
      alt: "A quiet lounge with armchairs and bookshelves",
    },
    title: "Reading Lounge",
    category: "interior",
  },
  {
    id: "terrace-bistro",
    image: {
      id: "1517248135467-4c7edcad34c4",
      alt: "Terrace Bistro tables set for lunch",
    },
    title: "Terrace Bistro",
    category: "dining",
  },
  {
    id: "spa-treatment-room",
    image: {
      id: "1540555700478-4be289fbecef",
      alt: "A calm spa treatment room with candles and towels",
    },
    title: "Spa Treatment Room",
    category: "amenities",
  },
  {
    id: "garden-entrance",
    image: {
      id: "1551882547-ff40c63fe5fa",
      alt: "The hotel entrance framed by tropical gardens",
    },
    title: "Garden Entrance",
    category: "exterior",
  },
  {
    id: "presidential-bedroom",
    image: {
      id: "1590490360182-c33d57733427",
      alt: "A bedroom with a lounge chair by a tall window",
    },
    title: "Presidential Suite Bedroom",
    category: "rooms",
  },
  {
    id: "kacchi-biryani",
    image: {
      id: "1589302168068-964664d93dc0",
      alt: "Kacchi biryani served in a clay pot",
    },
    title: "Kacchi Biryani",
    category: "dining",
  },
  {
    id: "fitness-centre",
    image: {
      id: "1534438327276-14e5300c3a48",
      alt: "The fitness centre with treadmills and free weights",
    },
    title: "Fitness Centre",
    category: "amenities",
  },
  {
    id: "wedding-reception",
    image: {
      id: "1519167758481-83f550bb49b3",
      alt: "The Grand Salon set for a wedding reception",
    },
    title: "Wedding Reception in the Grand Salon",
    category: "events",
  },
  {
    id: "marble-bathroom",
    image: {
      id: "1552321554-5fefe8c9ef14",
      alt: "A marble bathroom with a deep bathtub",
    },
    title: "Marble Bathroom",
    category: "rooms",
  },
  {
    id: "staircase",
    image: {
      id: "1596394516093-501ba68a0ba6",
      alt: "A sweeping staircase with brass rails and warm light",
    },
    title: "Main Staircase",
    category: "interior",
  },
  {
    id: "river-view",
    image: {
      id: "1542314831-068cd1dbfeeb",
      alt: "The hotel by the river under a clear evening sky",
    },
    title: "View from the Surma",
    category: "exterior",
  },
] as const satisfies readonly GalleryImage[];
