/** Dishes or rooms of one line: beyond this is no longer a plausible order (it guards stored data). */
export const MAX_QUANTITY = 99;
