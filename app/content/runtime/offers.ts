import type { LocalizedEntry } from "../schemas/collections";

/** A special offer as its card shows it (content/offers/; the offers page's loader hands them). */
export type Offer = LocalizedEntry<"offers">;
