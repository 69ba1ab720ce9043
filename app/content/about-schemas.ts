import { z } from "zod";
import { PhotoSchema } from "./schemas";

// Schemas of the About page's fixed content (spec section 3: timeline milestone, team member).

export const MissionSchema = z
  .strictObject({
    statement: z.string().min(40).describe("The mission in one sentence, shown as a pull quote"),
    paragraphs: z.array(z.string().min(40)).min(1).max(3),
    photo: PhotoSchema,
  })
  .describe("Our Mission");
export type Mission = z.infer<typeof MissionSchema>;

export const MilestoneSchema = z
  .strictObject({
    year: z.number().int().min(2023).max(2025),
    title: z.string().min(1),
    description: z.string().min(20),
  })
  .describe("A milestone of the Our Journey timeline");
export type Milestone = z.infer<typeof MilestoneSchema>;

export const TeamMemberSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    position: z.string().min(1),
    bio: z.string().min(40),
    avatar: z.number().int().min(1).max(70).describe("Image number on the avatar host"),
  })
  .describe("A member of the Meet Our Team section");
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const valueIcons = ["service", "quality", "innovation"] as const;
export const ValueSchema = z
  .strictObject({
    id: z.enum(valueIcons).describe("Also picks the value's icon"),
    title: z.string().min(1),
    description: z.string().min(20),
  })
  .describe("One of Our Values");
export type Value = z.infer<typeof ValueSchema>;
