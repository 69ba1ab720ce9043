import { describe, expect, it } from "vitest";
import { localize, readCollection } from "../server/files.server";

const read = <Name extends "team" | "milestones" | "values" | "about-page">(
  name: Name,
  locale: "en" | "bn" = "en",
) => {
  const { entries, problems } = readCollection(name);
  expect(problems).toEqual([]);
  return entries.map((entry) => localize(name, entry, locale)).sort((a, b) => a.order - b.order);
};

describe("mission (content/pages/about.yaml)", () => {
  it("has a statement, one to three paragraphs and a photo", () => {
    const [about] = read("about-page");
    expect(about?.missionStatement.length).toBeGreaterThanOrEqual(40);
    expect(about?.missionParagraphs.length).toBeGreaterThanOrEqual(1);
    expect(about?.missionPhoto).toMatch(/^\d+-[0-9a-f]{12}$/);
    expect(about?.photo).toBeDefined();
  });
});

describe("Our Journey (content/milestones/)", () => {
  it("has the spec's five milestones, in order", () => {
    expect(read("milestones").map(({ year, title }) => `${year} ${title}`)).toEqual([
      "2023 Grand Opening",
      "2023 First Recognition",
      "2024 Dining Excellence Award",
      "2024 Expansion",
      "2025 Sustainability Initiative",
    ]);
  });
});

describe("Meet Our Team (content/team/)", () => {
  it("has three people, each with a position, bio and photo", () => {
    const team = read("team");
    expect(team).toHaveLength(3);
    expect(team.map((member) => member.position)).toEqual([
      "General Manager",
      "Executive Chef",
      "Guest Relations Manager",
    ]);
    expect(new Set(team.map((member) => member.avatar)).size).toBe(3);
  });

  it("marks one executive chef, whom the home page names", () => {
    const chefs = read("team").filter((member) => member.chef);
    expect(chefs.map((member) => member.position)).toEqual(["Executive Chef"]);
  });
});

describe("Our Values (content/values/)", () => {
  it("are the spec's three values, each with its own icon", () => {
    const values = read("values");
    expect(values.map((value) => value.title)).toEqual([
      "Exceptional Service",
      "Uncompromising Quality",
      "Continuous Innovation",
    ]);
    expect(new Set(values.map((value) => value.icon)).size).toBe(3);
  });
});

describe("Bengali", () => {
  it("keeps the facts and says the words in Bengali script and digits", () => {
    const bnWords = [
      ...read("team", "bn").flatMap(({ name, position, bio }) => [name, position, bio]),
      ...read("milestones", "bn").flatMap(({ title, description }) => [title, description]),
      ...read("values", "bn").flatMap(({ title, description }) => [title, description]),
    ];
    for (const text of bnWords) expect(text).not.toMatch(/[A-Za-z0-9]/);
    expect(read("milestones", "bn").map(({ id, year }) => [id, year])).toEqual(
      read("milestones").map(({ id, year }) => [id, year]),
    );
    expect(read("team", "bn").map(({ id, avatar }) => [id, avatar])).toEqual(
      read("team").map(({ id, avatar }) => [id, avatar]),
    );
    expect(read("milestones", "bn")[0]?.title).toBe("শুভ উদ্বোধন");
    const chef = read("team", "bn").find((member) => member.chef);
    expect(chef?.name).toBe("রফিকুল ইসলাম");
    expect(chef?.position).toBe("এক্সিকিউটিভ শেফ");
  });
});
