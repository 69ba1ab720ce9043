import { describe, expect, it, vi } from "vitest";
import { catalogueStrings, parityProblems } from "~/lib/catalogue";
import { aboutTeamText as bnTeamText } from "./bn/about-team";
import { aboutText as bnText } from "./bn/about";
import { aboutTeamText as enTeamText } from "./en/about-team";
import { aboutText as enText } from "./en/about";
import { aboutHeroPhoto, milestones, mission, values } from "./about";
import { team } from "./about-team";
import { MilestoneSchema, MissionSchema, TeamMemberSchema, ValueSchema } from "./about-schemas";
import { PhotoSchema } from "./schemas";

describe("mission", () => {
  it("matches its schema", () => {
    expect(() => MissionSchema.parse(mission)).not.toThrow();
    expect(() => PhotoSchema.parse(aboutHeroPhoto)).not.toThrow();
  });
});

describe("Our Journey", () => {
  it("has the spec's five milestones, in order", () => {
    milestones.forEach((milestone) => expect(() => MilestoneSchema.parse(milestone)).not.toThrow());
    expect(milestones.map(({ year, title }) => `${year} ${title}`)).toEqual([
      "2023 Grand Opening",
      "2023 First Recognition",
      "2024 Dining Excellence Award",
      "2024 Expansion",
      "2025 Sustainability Initiative",
    ]);
  });
});

describe("Meet Our Team", () => {
  it("has three people, each with a position, bio and photo", () => {
    expect(team).toHaveLength(3);
    team.forEach((member) => expect(() => TeamMemberSchema.parse(member)).not.toThrow());
    expect(team.map((member) => member.position)).toEqual([
      "General Manager",
      "Executive Chef",
      "Guest Relations Manager",
    ]);
    expect(new Set(team.map((member) => member.avatar)).size).toBe(3);
  });
});

describe("Our Values", () => {
  it("are the spec's three values", () => {
    values.forEach((value) => expect(() => ValueSchema.parse(value)).not.toThrow());
    expect(values.map((value) => value.title)).toEqual([
      "Exceptional Service",
      "Uncompromising Quality",
      "Continuous Innovation",
    ]);
  });
});

describe("Bengali", () => {
  it("says everything the English says, in Bengali script and digits", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
    expect(parityProblems(enTeamText, bnTeamText)).toEqual([]);
    for (const text of catalogueStrings([bnText, bnTeamText]))
      expect(text).not.toMatch(/[A-Za-z0-9]/);
  });

  it("builds About content that parses with the schemas and keeps the facts", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const bn = await import("./about");
    const bnTeam = await import("./about-team");
    vi.unstubAllEnvs();

    expect(() => MissionSchema.parse(bn.mission)).not.toThrow();
    expect(() => PhotoSchema.parse(bn.aboutHeroPhoto)).not.toThrow();
    bn.milestones.forEach((milestone) =>
      expect(() => MilestoneSchema.parse(milestone)).not.toThrow(),
    );
    bn.values.forEach((value) => expect(() => ValueSchema.parse(value)).not.toThrow());
    bnTeam.team.forEach((member) => expect(() => TeamMemberSchema.parse(member)).not.toThrow());
    expect(bn.milestones.map((milestone) => milestone.year)).toEqual(
      milestones.map((milestone) => milestone.year),
    );
    expect(bn.values.map((value) => value.id)).toEqual(values.map((value) => value.id));
    expect(bnTeam.team.map(({ id, avatar }) => ({ id, avatar }))).toEqual(
      team.map(({ id, avatar }) => ({ id, avatar })),
    );
    expect([bn.aboutHeroPhoto.id, bn.mission.photo.id]).toEqual([
      aboutHeroPhoto.id,
      mission.photo.id,
    ]);
    expect(bn.milestones[0].title).toBe("শুভ উদ্বোধন");
    expect(bnTeam.executiveChef.name).toBe("রফিকুল ইসলাম");
    expect(bnTeam.executiveChef.position).toBe("এক্সিকিউটিভ শেফ");
  });
});
