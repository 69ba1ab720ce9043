import { describe, expect, it } from "vitest";
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
