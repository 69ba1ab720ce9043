/**
 * A request's reference: "SRH-" and six letters and digits a guest can read out on the phone
 * (no 0/O, 1/I/L or 5/S to mistake): 29^6, about 594 million codes; a code this device already holds
 * is drawn again, so each request here has its own.
 */
export const referenceAlphabet = "2346789ABCDEFGHJKMNPQRTUVWXYZ";
const length = 6;
export const referencePattern = new RegExp(`^SRH-[${referenceAlphabet}]{${length}}$`);

type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

export function newReference(
  taken: ReadonlySet<string> = new Set(),
  randomBytes: RandomBytes = cryptoBytes,
): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    // Bytes beyond the largest multiple of the alphabet's size are skipped, so every letter is
    // equally likely.
    const limit = 256 - (256 % referenceAlphabet.length);
    let code = "";
    while (code.length < length) {
      for (const byte of randomBytes(length)) {
        if (byte < limit && code.length < length)
          code += referenceAlphabet[byte % referenceAlphabet.length];
      }
    }
    const reference = `SRH-${code}`;
    if (!taken.has(reference)) return reference;
  }
  throw new Error("newReference: no free reference after 100 draws");
}
