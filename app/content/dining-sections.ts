import { LOCALE } from "../lib/locale";
import { diningSectionText as bnText } from "./bn/dining-sections";
import { withWords } from "./dining";
import type { Chef, PrivateRoom } from "./dining-schemas";
import { diningSectionText as enText } from "./en/dining-sections";

// The dining page's chef and private rooms, apart from its menu: only the page's static sections
// show them, and those load on their own (docs/decisions/0010).
const text = LOCALE === "bn" ? bnText : enText;

type PrivateRoomFacts = Omit<PrivateRoom, "name" | "description" | "image"> & {
  image: { id: string };
};

/** The executive chef; the blog already names him as a post author. */
export const chef = {
  name: text.chef.name,
  position: text.chef.position,
  bio: [...text.chef.bio],
  image: { id: "1577219491135-ce391730fb2c", alt: text.chef.imageAlt },
  awards: [...text.chef.awards],
} satisfies Chef;

const privateRoom = <const F extends PrivateRoomFacts>(facts: F) =>
  withWords(facts, text.privateRooms[facts.id]);

/** Private dining rooms and how many guests each seats (spec section 9). */
export const privateRooms = [
  privateRoom({ id: "cellar-room", capacity: 12, image: { id: "1559339352-11d035aa65de" } }),
  privateRoom({ id: "garden-room", capacity: 24, image: { id: "1555396273-367ea4eb4db5" } }),
  privateRoom({ id: "grand-salon", capacity: 50, image: { id: "1519167758481-83f550bb49b3" } }),
] as const satisfies readonly PrivateRoom[];
