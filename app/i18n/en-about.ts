/** Strings of the about area; part of the English catalogue (en.ts). */
export const aboutMessages = {

} as const;
