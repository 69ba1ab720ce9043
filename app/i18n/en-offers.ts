/** Strings of the offers area; part of the English catalogue (en.ts). */
export const offersMessages = {

} as const;
