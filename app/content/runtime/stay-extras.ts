// The extras a stay may take (content/extras/): an airport transfer, day trips, in list order, in
// the build's language. Only the booking form loads this.
import entries from "virtual:content/stay-extras";
import type { ContentModule } from "../schemas/collections";
import type { ExtraOffer } from "~/domain/stay-extras";

export const stayExtras: (ExtraOffer & { description: string })[] =
  entries as ContentModule<"stay-extras">;
