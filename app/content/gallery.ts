import { LOCALE } from "../lib/locale";
import { galleryText as bnText } from "./bn/gallery";
import { galleryText as enText } from "./en/gallery";
import type { GalleryImage } from "./gallery-schemas";

const text = LOCALE === "bn" ? bnText : enText;

/** The gallery: 18 photos across the spec's six categories. */
export const galleryImages = (
  [
    { id: "riverside-facade", image: { id: "1566073771259-6a8506099945" }, category: "exterior" },
    { id: "grand-lobby", image: { id: "1564501049412-61c2a3083791" }, category: "interior" },
    { id: "deluxe-room", image: { id: "1611892440504-42a792e24d32" }, category: "rooms" },
    { id: "shapla-dining-room", image: { id: "1414235077428-338989a2e8c0" }, category: "dining" },
    { id: "infinity-pool", image: { id: "1571896349842-33c89424de2d" }, category: "amenities" },
    { id: "boishakh-celebration", image: { id: "1511795409834-ef04bbd61622" }, category: "events" },
    { id: "executive-suite", image: { id: "1578683010236-d716f9a3f461" }, category: "rooms" },
    { id: "reading-lounge", image: { id: "1445019980597-93fa8acb246c" }, category: "interior" },
    { id: "terrace-bistro", image: { id: "1517248135467-4c7edcad34c4" }, category: "dining" },
    {
      id: "spa-treatment-room",
      image: { id: "1540555700478-4be289fbecef" },
      category: "amenities",
    },
    { id: "garden-entrance", image: { id: "1551882547-ff40c63fe5fa" }, category: "exterior" },
    { id: "presidential-bedroom", image: { id: "1590490360182-c33d57733427" }, category: "rooms" },
    { id: "kacchi-biryani", image: { id: "1589302168068-964664d93dc0" }, category: "dining" },
    { id: "fitness-centre", image: { id: "1534438327276-14e5300c3a48" }, category: "amenities" },
    { id: "wedding-reception", image: { id: "1519167758481-83f550bb49b3" }, category: "events" },
    { id: "marble-bathroom", image: { id: "1552321554-5fefe8c9ef14" }, category: "rooms" },
    { id: "staircase", image: { id: "1596394516093-501ba68a0ba6" }, category: "interior" },
    { id: "river-view", image: { id: "1542314831-068cd1dbfeeb" }, category: "exterior" },
  ] as const
).map((entry) => ({
  id: entry.id,
  image: { ...entry.image, alt: text[entry.id].imageAlt },
  title: text[entry.id].title,
  category: entry.category,
})) satisfies readonly GalleryImage[];
