// A party as the cart and My requests store it, checked when read back. Apart from lib/party.ts
// because the cart's storage is every page's (the shell chunk, docs/decisions/0006) and needs only
// this.

/**
 * Who stays in one room: adults and children, as the booking form counts them, and each child's
 * age when it was asked (the room page's card and the booking form ask it; older carts did not).
 */
export type Party = { adults: number; children: number; childAges?: number[] };

/** The oldest a child may be: 18 and over is an adult. */
export const MAX_CHILD_AGE = 17;

/** The booking form's choices: 1 to 4 adults and 0 to 3 children (its selects offer no more). */
export const partyLimits = { adults: 4, children: 3 } as const;

/** The most rooms one stay request asks for: the first and three more. */
export const MAX_ROOMS = 4;

const isCount = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Each child's age (0 to 17), one a child; or none given (a party of older days). */
export const isChildAges = (ages: unknown, children: number) =>
  ages === undefined ||
  (Array.isArray(ages) &&
    ages.length === children &&
    ages.every((age) => isCount(age, 0, MAX_CHILD_AGE)));

/** A party read back from storage, or null when it is not one the booking form could make. */
export function toParty(value: unknown): Party | null {
  // Stryker disable next-line ConditionalExpression: text or a number has no adults or children to read
  if (typeof value !== "object" || value === null) return null;
  const { adults, children, childAges } = value as Record<string, unknown>;
  return isCount(adults, 1, partyLimits.adults) &&
    isCount(children, 0, partyLimits.children) &&
    isChildAges(childAges, children)
    ? { adults, children, ...(childAges ? { childAges: [...(childAges as number[])] } : {}) }
    : null;
}
