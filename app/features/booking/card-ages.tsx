import { useEffect } from "react";
import { FieldError } from "~/components/ui/field";
import { beddingWords } from "~/components/layout/party-lines";
import { formatMoney } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { partyWords as p } from "~/locale/party-words";
import { ChildAges } from "./child-ages";
import { beddingCharge, placementIn, sleepsUpTo } from "./party-fit";

type CardAgesProps = {
  id: string;
  room: { id: string; name: string; capacity: number; adults: number };
  adults: string;
  /** One age a child: "" until chosen. */
  ages: readonly string[];
  onChange: (ages: string[]) => void;
  /** The stay's nights, for the beds' price (0 before both dates are chosen). */
  nights: number;
  /** Add to Cart was pressed: a child without an age says so. */
  tried: boolean;
  /** Whether the room sleeps the party (its placement, by the children's policy). */
  onFit: (fits: boolean) => void;
};

/**
 * The room page's card, once it has children: each child's age (as the booking form asks it), the
 * extra beds or cots those ages take in this room and their price, or that the room cannot sleep
 * the party. Loaded when a child is first chosen, with the children's policy and the rooms' beds.
 */
export default function CardAges({
  id,
  room,
  adults,
  ages,
  onChange,
  nights,
  tried,
  onFit,
}: CardAgesProps) {
  const placement = placementIn(room, adults, ages);
  const fits = placement !== null;
  useEffect(() => onFit(fits), [fits, onFit]);
  const bedding = beddingCharge(placement, nights);
  const money = (amount: number) => formatMoney(amount, m.locale);
  const missing = tried && ages.includes("");
  return (
    <>
      <ChildAges
        id={`${id}-age`}
        ages={ages}
        {...(missing ? { error: p.ageRequired } : {})}
        onChange={onChange}
      />
      <div aria-live="polite" className="mt-2 text-sm font-medium text-tea-800">
        {!fits ? (
          <FieldError
            id={`${id}-unfit`}
            message={p.partyUnfit(room.name, sleepsUpTo(room, adults, ages))}
          />
        ) : bedding && nights > 0 ? (
          <p>{beddingWords(bedding, nights, money)}</p>
        ) : null}
      </div>
    </>
  );
}
