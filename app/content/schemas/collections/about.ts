// The About page's people and story: content/team/<id>.yaml, content/milestones/<id>.yaml and
// content/values/<id>.yaml, one file per person, milestone and value.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { text } from "./fields.ts";

const order = (what: string) =>
  z
    .number()
    .int()
    .min(1)
    .describe(`the ${what}'s place in the list: 1 comes first`)
    .meta({ label: "Place in the list" });

/** A portrait on the avatar host (pravatar.cc), by its number. */
export const avatar = z
  .number()
  .int()
  .min(1)
  .max(70)
  .describe("the number of a portrait on the avatar host, 1 to 70")
  .meta({ label: "Portrait number" });

const MemberWords = z.strictObject({
  name: text("the person's full name").meta({ label: "Name" }),
  position: text('their job, such as "Executive Chef"').meta({ label: "Position" }),
  bio: text("two sentences about them, 40 characters or more", 40, 400).meta({ label: "About them" }),
});

const MemberFacts = z.strictObject({
  order: order("person"),
  avatar,
  chef: z
    .boolean()
    .optional()
    .describe("true for the executive chef, whom the home page's dining section names")
    .meta({ label: "The executive chef" }),
});

export const TeamMemberFile = z.strictObject({
  en: MemberFacts.extend(MemberWords.shape),
  bn: MemberWords,
});

export function localizeMember(id: string, file: z.output<typeof TeamMemberFile>, locale: Locale) {
  const { order, avatar, chef } = file.en;
  return { id, order, avatar, chef: chef ?? false, ...file[locale] };
}

export const team = {
  folder: "team",
  file: TeamMemberFile,
  localize: localizeMember,
  editor: {
    label: "Team",
    singular: "Team member",
    description:
      "Meet Our Team on the About page. The Executive Chef is also named on the home page.",
    identifier: "name",
    summary: "{{name}} ({{position}})",
    sortable: ["order", "name"],
  },
} as const;

const MilestoneWords = z.strictObject({
  title: text("the milestone's name").meta({ label: "Title" }),
  description: text("a sentence or two saying what happened", 20, 300).meta({
    label: "What happened",
  }),
});

const MilestoneFacts = z.strictObject({
  order: order("milestone"),
  year: z
    .number()
    .int()
    .min(2023)
    .max(2100)
    .describe("the year it happened, such as 2024")
    .meta({ label: "Year" }),
});

export const MilestoneFile = z.strictObject({
  en: MilestoneFacts.extend(MilestoneWords.shape),
  bn: MilestoneWords,
});

export function localizeMilestone(id: string, file: z.output<typeof MilestoneFile>, locale: Locale) {
  const { order, year } = file.en;
  return { id, order, year, ...file[locale] };
}

export const milestones = {
  folder: "milestones",
  file: MilestoneFile,
  localize: localizeMilestone,
  editor: {
    label: "Milestones",
    singular: "Milestone",
    description: "Our Journey, the timeline on the About page, in the order of the list.",
    identifier: "title",
    summary: "{{year}}: {{title}}",
    sortable: ["order", "year"],
  },
} as const;

/** Each value's icon on the About page. */
export const valueIcons = ["service", "quality", "innovation"] as const;

const ValueWords = z.strictObject({
  title: text("the value's name").meta({ label: "Title" }),
  description: text("a sentence saying what it means for guests", 20, 300).meta({
    label: "What it means",
  }),
});

const ValueFacts = z.strictObject({
  order: order("value"),
  icon: z
    .enum(valueIcons)
    .describe("the icon shown with it: service, quality or innovation")
    .meta({ label: "Icon" }),
});

export const ValueFile = z.strictObject({ en: ValueFacts.extend(ValueWords.shape), bn: ValueWords });

export function localizeValue(id: string, file: z.output<typeof ValueFile>, locale: Locale) {
  const { order, icon } = file.en;
  return { id, order, icon, ...file[locale] };
}

export const values = {
  folder: "values",
  file: ValueFile,
  localize: localizeValue,
  editor: {
    label: "Values",
    singular: "Value",
    description: "Our Values on the About page.",
    identifier: "title",
    summary: "{{title}}",
    sortable: ["order", "title"],
  },
} as const;
