import { LOCALE } from "../lib/locale";
import type { TeamMember } from "./about-schemas";
import { aboutTeamText as bnText } from "./bn/about-team";
import { aboutTeamText as enText } from "./en/about-team";

// Apart from the rest of the About content so the home page, which names the chef, loads only this.

const text = LOCALE === "bn" ? bnText : enText;

const member = <const Id extends keyof typeof enText>(id: Id, avatar: number) => ({
  id,
  ...text[id],
  avatar,
});

/** Meet Our Team. The executive chef is the one the home page and the blog name. */
export const team = [
  member("tanvir-ahmed", 68),
  member("rafiqul-islam", 59),
  member("nusrat-jahan", 45),
] as const satisfies readonly TeamMember[];

export const executiveChef = team[1];
