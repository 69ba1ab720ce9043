/** Strings of the legal area; part of the English catalogue (en.ts). */
export const legalMessages = {

} as const;
