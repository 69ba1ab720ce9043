// Each room's rates (its seasons and closed nights) and what a stay's price adds and takes off
// (service charge, VAT, the non-refundable rate): where a stay is priced in the browser. Only the
// pages that price a stay load this (the booking form).
import rateEntries from "virtual:content/room-rates";
import termEntries from "virtual:content/rate-terms";
import type { ContentModule } from "../schemas/collections";
import { flatRates, type RoomRates } from "~/domain/rates";

const rates = new Map(
  (rateEntries as ContentModule<"room-rates">).map((entry) => [entry.id, entry.rates]),
);
const [terms] = termEntries as ContentModule<"rate-terms">;
if (!terms) throw new Error("content/policies.yaml is missing");

/** A room's rates; a room the catalogue does not know costs its base price all year. */
export const ratesOf = (room: { id: string; pricePerNight: number }): RoomRates =>
  rates.get(room.id) ?? flatRates(room.pricePerNight);

export const rateTerms = terms;
