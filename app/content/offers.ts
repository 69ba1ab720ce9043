import { LOCALE } from "../lib/locale";
import { offersText as bnText } from "./bn/offers";
import { offersText as enText } from "./en/offers";
import type { Offer } from "./offers-schemas";

const text = LOCALE === "bn" ? bnText : enText;

/** The six special offers (spec sections 3 and 9). */
export const offers = (
  [
    { id: "early-bird", validUntil: "2025-11-30", image: { id: "1445019980597-93fa8acb246c" } },
    {
      id: "weekend-escape",
      validUntil: "2025-10-31",
      image: { id: "1520250497591-112f2f40a3f4" },
      isPopular: true,
    },
    { id: "extended-stay", validUntil: "2025-12-15", image: { id: "1455587734955-081b22074882" } },
    { id: "summer-holiday", validUntil: "2025-09-30", image: { id: "1540541338287-41700207dee6" } },
    { id: "dining-delight", validUntil: "2025-12-31", image: { id: "1414235077428-338989a2e8c0" } },
    { id: "anniversary", validUntil: "2025-12-31", image: { id: "1519225421980-715cb0215aed" } },
  ] as const
).map((offer) => {
  const words = text[offer.id];
  return {
    ...offer,
    title: words.title,
    description: words.description,
    discount: words.discount,
    image: { ...offer.image, alt: words.imageAlt },
    features: [...words.features],
  };
}) satisfies readonly Offer[];
