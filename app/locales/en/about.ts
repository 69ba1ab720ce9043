/** Strings of the about area, loaded only by the pages that show them. */
export const about = {
  mission: {
    eyebrow: "Why we are here",
    heading: "Our Mission",
  },
  journey: {
    eyebrow: (year: string) => `Since ${year}`,
    heading: "Our Journey",
    intro: "From opening day on the Surma to the milestones that shaped us.",
  },
  team: {
    eyebrow: "The people behind your stay",
    heading: "Meet Our Team",
    intro: "A Sylheti team who treat every guest as family.",
    photoAlt: (name: string, position: string) => `${name}, ${position}`,
  },
  values: {
    eyebrow: "What guides us",
    heading: "Our Values",
    intro: "Three promises we keep to every guest, every day.",
  },
} as const;
