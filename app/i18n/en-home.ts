/** Strings of the home area; part of the English catalogue (en.ts). */
export const homeMessages = {

} as const;
