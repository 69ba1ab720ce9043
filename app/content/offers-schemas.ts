import { z } from "zod";
import { PhotoSchema } from "./schemas";

export const offerIds = [
  "early-bird",
  "weekend-escape",
  "extended-stay",
  "summer-holiday",
  "dining-delight",
  "anniversary",
] as const;

export const OfferSchema = z
  .strictObject({
    id: z.enum(offerIds),
    title: z.string().min(1),
    description: z.string().min(40).max(220),
    discount: z.string().min(1).describe("The headline saving, shown as the card's badge"),
    validUntil: z.iso.date().describe("Last day of the offer, ISO YYYY-MM-DD"),
    image: PhotoSchema,
    features: z.array(z.string().min(1)).min(3).max(5).describe("What the package includes"),
    isPopular: z.literal(true).optional().describe("Shown with a visible 'Most Popular' mark"),
  })
  .describe("A special offer (spec section 3)");
export type Offer = z.infer<typeof OfferSchema>;
export type OfferId = Offer["id"];
