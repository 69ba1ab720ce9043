/**
 * A request's reference: "SRH-" and six letters and digits a guest can read out on the phone
 * (no 0/O, 1/I/L or 5/S to mistake): 29^6, about 594 million codes; a code this device already holds
 * is drawn again, so each request here has its own.
 */
export const referenceAlphabet = "2346789ABCDEFGHJKMNPQRTUVWXYZ";
export const referenceLength = 6;
export const referencePattern = new RegExp(`^SRH-[${referenceAlphabet}]{${referenceLength}}$`);
