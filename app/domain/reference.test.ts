import { describe, expect, it } from "vitest";
import { newReference } from "./new-reference";
import { referenceAlphabet, referencePattern } from "./reference";

/** Bytes from a list, in turn, as crypto.getRandomValues would give them. */
const bytesFrom = (values: number[]) => {
  let next = 0;
  return (count: number) =>
    Uint8Array.from({ length: count }, () => values[next++ % values.length] ?? 0);
};

describe("newReference", () => {
  it("is SRH- and six letters and digits that cannot be misread", () => {
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(referencePattern);
    expect(referenceAlphabet).not.toMatch(/[0O1IL5S]/);
  });

  it("maps each byte to a letter of the alphabet", () => {
    expect(newReference(new Set(), bytesFrom([0, 1, 2, 3, 4, 5]))).toBe("SRH-234678");
  });

  it("skips bytes past the last whole multiple of the alphabet, so no letter is favoured", () => {
    const limit = 256 - (256 % referenceAlphabet.length);
    expect(newReference(new Set(), bytesFrom([limit, 255, 0]))).toBe("SRH-222222");
    expect(newReference(new Set(), bytesFrom([limit, 1]))).toBe("SRH-333333");
    expect(newReference(new Set(), bytesFrom([limit - 1]))).toBe(
      `SRH-${referenceAlphabet.at(-1)!.repeat(6)}`,
    );
  });

  it("draws again when the code is one this device already holds", () => {
    const taken = new Set(["SRH-222222"]);
    expect(newReference(taken, bytesFrom([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]))).toBe("SRH-333333");
  });

  it("gives up, saying so, after 100 draws that all give codes already held", () => {
    let draws = 0;
    const zeros = (count: number) => {
      draws++;
      return new Uint8Array(count);
    };
    expect(() => newReference(new Set(["SRH-222222"]), zeros)).toThrow(
      "no free reference after 100 draws",
    );
    expect(draws).toBe(100);
  });

  it("gives distinct codes over many requests", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(newReference(seen));
    expect(seen.size).toBe(2000);
  });
});
