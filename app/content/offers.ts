import entries from "virtual:content/offers";
import type { ContentModule } from "./collections";

export type Offer = ContentModule<"offers">[number];

/** The special offers of content/offers/, in list order, running or not (pages filter by day). */
export const offers = entries as ContentModule<"offers">;
