import entries from "virtual:content/offers";
import type { LocalizedEntry } from "./collections";

export type Offer = LocalizedEntry<"offers">;

/** The special offers of content/offers/, in list order, running or not (pages filter by day). */
export const offers: readonly Offer[] = entries;
