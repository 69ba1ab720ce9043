/** Strings of the cart area; part of the English catalogue (en.ts). */
export const cartMessages = {

} as const;
