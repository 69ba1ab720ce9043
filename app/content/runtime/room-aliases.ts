/** Reservation ids from the spec that keep working and show the real room (docs/spec-decisions.md). */
export const roomAliases: Readonly<Record<string, string>> = {
  suite: "executive-suite",
  family: "family-suite",
};
