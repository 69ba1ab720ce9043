import { partyWords as p } from "~/locale/party-words";

/**
 * A party's extra beds and cots and what they cost over the nights, in words: "1 extra bed: 3
 * nights × $25 = $75". The booking form's price, its summary and the cart's lines say it so.
 */
export const beddingWords = (
  bedding: { extraBeds: number; cots: number; nightly: number; charge: number },
  nights: number,
  money: (amount: number) => string,
) =>
  p.beddingPrice(
    p.bedding(bedding.extraBeds, bedding.cots),
    nights,
    money(bedding.nightly),
    money(bedding.charge),
  );
