/** Strings of the order area; part of the English catalogue (en.ts). */
export const orderMessages = {

} as const;
