import { describe, expect, it } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import * as bnAbout from "./bn-about";
import * as bnBlog from "./bn-blog";
import * as bnCart from "./bn-cart";
import * as bnDining from "./bn-dining";
import * as bnDiningSections from "./bn-dining-sections";
import * as bnGallery from "./bn-gallery";
import * as bnHome from "./bn-home";
import * as bnOffers from "./bn-offers";
import * as bnOrder from "./bn-order";
import * as bnReservations from "./bn-reservations";
import * as bnRoomExtras from "./bn-room-extras";
import { bn } from "./bn";
import * as enAbout from "./en-about";
import * as enBlog from "./en-blog";
import * as enCart from "./en-cart";
import * as enDining from "./en-dining";
import * as enDiningSections from "./en-dining-sections";
import * as enGallery from "./en-gallery";
import * as enHome from "./en-home";
import * as enOffers from "./en-offers";
import * as enOrder from "./en-order";
import * as enReservations from "./en-reservations";
import * as enRoomExtras from "./en-room-extras";
import { en } from "./en";

const areas = {
  site: [en, bn],
  about: [enAbout, bnAbout],
  blog: [enBlog, bnBlog],
  cart: [enCart, bnCart],
  dining: [enDining, bnDining],
  diningSections: [enDiningSections, bnDiningSections],
  gallery: [enGallery, bnGallery],
  home: [enHome, bnHome],
  offers: [enOffers, bnOffers],
  order: [enOrder, bnOrder],
  reservations: [enReservations, bnReservations],
  roomExtras: [enRoomExtras, bnRoomExtras],
} as const;

/** Every string leaf with its path, functions called with sample arguments. */
function leaves(value: unknown, at = "$"): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") {
    // Sample arguments: numbers where a message counts, else a Bengali word.
    const call = (args: unknown[]) => {
      try {
        return (value as (...args: unknown[]) => unknown)(...args);
      } catch {
        return undefined;
      }
    };
    const sample = call([2, 3, 4].slice(0, value.length)) ?? call(["কক্ষ", "খাবার", "ঘর"]);
    return typeof sample === "string" ? [[`${at}()`, sample]] : [];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${at}.${key}`));
  }
  return [];
}

describe("the Bengali catalogues", () => {
  for (const [area, [english, bengali]] of Object.entries(areas)) {
    it(`${area}: the same keys as English, no empty value`, () => {
      expect(parityProblems(english, bengali)).toEqual([]);
    });

    it(`${area}: every sentence is translated, not left in English`, () => {
      const englishByPath = new Map(leaves(english));
      const untranslated = leaves(bengali).filter(
        ([path, text]) =>
          // The switch names English in English (it carries lang="en"), on purpose.
          (!path.startsWith("$.language.") &&
            // Several English words in a row, or the English text itself, is a missed translation.
            /[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/.test(text)) ||
          (text === englishByPath.get(path) && /[A-Za-z]{3,}\s+[A-Za-z]{3,}/.test(text)),
      );
      expect(untranslated).toEqual([]);
    });
  }

  it("writes the hotel's Bengali name and Bengali digits", () => {
    expect(bn.locale).toBe("bn-BD");
    expect(bn.footer.copyright(2026)).toContain("২০২৬");
    expect(bn.footer.copyright(2026)).toContain("সুরমা রিভারসাইড হোটেল");
  });
});
