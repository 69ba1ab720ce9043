import { z } from "zod";
import { hourIds } from "./hour-ids";
import { searchCategories } from "./search-categories";

export { searchCategories };

// Schemas describe the fixed content. The client imports only their types; the content tests
// parse every entry, so a wrong fact fails `npm test` rather than a guest's page.

const pathSchema = z.string().regex(/^\/[a-z0-9-/]*$/, "a lower-case absolute path");

export const PageSchema = z
  .strictObject({
    path: pathSchema.describe("The primary path: canonical link and sitemap entry"),
    aliases: z.array(pathSchema).describe("Other paths serving the same page"),
    module: z
      .string()
      .regex(/^routes\/[a-z-]+\.tsx$/, "a module under app/routes/")
      .describe("The route module that renders it"),
  })
  .describe("A page and the paths it answers on");

export const SearchEntrySchema = z
  .strictObject({
    id: z.string().regex(/^[a-z-]+:[a-z0-9-]+$/),
    title: z.string().min(1),
    description: z.string().min(1),
    url: z.string().startsWith("/"),
    category: z.enum(searchCategories),
    keywords: z.array(z.string().min(1)),
  })
  .describe("An entry of the site search palette");
export type SearchEntry = z.infer<typeof SearchEntrySchema>;

export const HoursEntrySchema = z
  .strictObject({
    id: z.enum(hourIds),
    days: z.string().min(1),
    time: z.string().min(1),
  })
  .describe("Opening hours of a hotel service or venue");
export type HoursEntry = z.infer<typeof HoursEntrySchema>;

export const PhotoSchema = z
  .strictObject({
    id: z.string().regex(/^\d{10,13}-[0-9a-f]{12}$/, "an id on the photo host"),
    alt: z.string().min(8).describe("What the photo shows, for screen readers"),
  })
  .describe("A photo on the external photo host");
export type Photo = z.infer<typeof PhotoSchema>;
