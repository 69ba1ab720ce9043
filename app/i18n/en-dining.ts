/** Strings of the dining area; part of the English catalogue (en.ts). */
export const diningMessages = {

} as const;
