import type { PageCopy } from "./en-pages";

/** Strings of the about area; read with `useAboutMessages()` (only its routes load them). */
export const aboutMessages = {
  mission: {
    eyebrow: "Why we are here",
    heading: "Our Mission",
  },
  journey: {
    eyebrow: "Since 2023",
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

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const aboutPage = {
  title: "About Us: Our Story",
  description:
    "How a riverside hotel in Sylhet opened in 2023, our mission of Bengali hospitality, our journey, the team who welcome you and the values we keep.",
  heading: "Our Story",
  intro:
    "Since opening our doors in 2023, we have welcomed guests from across Bangladesh and the world with the warmth Sylhet is known for.",
} satisfies PageCopy;
