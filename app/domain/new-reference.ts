// A new request's reference (its shape is ./reference, which every page's header reads).
import { referenceAlphabet, referenceLength } from "./reference";

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
    while (code.length < referenceLength) {
      for (const byte of randomBytes(referenceLength)) {
        if (byte < limit && code.length < referenceLength)
          code += referenceAlphabet[byte % referenceAlphabet.length];
      }
    }
    const reference = `SRH-${code}`;
    if (!taken.has(reference)) return reference;
  }
  throw new Error("newReference: no free reference after 100 draws");
}
