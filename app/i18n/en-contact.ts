/** Strings of the contact area; part of the English catalogue (en.ts). */
export const contactMessages = {

} as const;
