import { LOCALE } from "../lib/locale";
import type { Milestone, Mission, Value } from "./about-schemas";
import { aboutText as bnText } from "./bn/about";
import { aboutText as enText } from "./en/about";
import type { Photo } from "./schemas";

const text = LOCALE === "bn" ? bnText : enText;

export const aboutHeroPhoto = {
  id: "1571896349842-33c89424de2d",
  alt: text.heroPhoto.alt,
} as const satisfies Photo;

export const mission = {
  statement: text.mission.statement,
  paragraphs: [...text.mission.paragraphs],
  photo: { id: "1564501049412-61c2a3083791", alt: text.mission.photoAlt },
} as const satisfies Mission;

const milestone = (id: keyof typeof enText.milestones, year: number) => ({
  year,
  ...text.milestones[id],
});

/** Our Journey: the spec's five milestones, in order. */
export const milestones = [
  milestone("grand-opening", 2023),
  milestone("first-recognition", 2023),
  milestone("dining-award", 2024),
  milestone("expansion", 2024),
  milestone("sustainability", 2025),
] as const satisfies readonly Milestone[];

const value = <const Id extends keyof typeof enText.values>(id: Id) => ({ id, ...text.values[id] });

/** Our Values (spec section 2). */
export const values = [
  value("service"),
  value("quality"),
  value("innovation"),
] as const satisfies readonly Value[];
