import entries from "virtual:content/venues";
import type { ContentModule } from "../schemas/collections";

export type Venue = ContentModule<"venues">[number];
export type VenueId = Venue["id"];

/**
 * The hotel's restaurants (content/venues/) as the pages that only name them see them (the
 * contact page's hours, reservation form and FAQ): no descriptions. Those pages name two
 * restaurants; app/content/runtime/dining.test.ts checks the files hold two.
 */
export const venues = entries as ContentModule<"venues"> as [Venue, Venue, ...Venue[]];

/** The venue ids in order, as a zod enum takes them. */
export const venueIds = venues.map((item) => item.id) as [VenueId, ...VenueId[]];
