/** Strings of the gallery area; part of the English catalogue (en.ts). */
export const galleryMessages = {

} as const;
