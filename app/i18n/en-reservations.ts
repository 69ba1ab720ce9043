/** Strings of the reservations area; part of the English catalogue (en.ts). */
export const reservationsMessages = {

} as const;
