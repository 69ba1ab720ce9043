// The collections of content files: one file per thing, both languages in it. A file holds its
// facts (prices, dates, photos) and English words under `en:`, and the same words in Bengali under
// `bn:` (the layout the editor at /admin/ writes: docs/decisions/0016). Each collection's schema
// and the modules pages import of it live in collections/<name>.ts; this file lists them.
import { blog, blogModules } from "./collections/blog.ts";
import { chat, chatModules } from "./collections/chat.ts";
import { faq } from "./collections/faq.ts";
import { legal } from "./collections/legal.ts";
import { policies, policyModules } from "./collections/policies.ts";
import { offerModules, offers } from "./collections/offers.ts";
import { contactPageWords, pageCollection } from "./collections/pages.ts";
import { roomModules, rooms } from "./collections/rooms.ts";
import { site, siteModules } from "./collections/site.ts";

export { blogCategories } from "./collections/blog.ts";

/**
 * A folder of files, the schema of each file, and an entry as one language's pages see it. A
 * collection with `only: "<name>"` is that one file of its folder (content/pages/home.yaml: a
 * page's own copy, with a schema of its own; folder "" for content/site.yaml).
 */
export const collections = {
  offers,
  rooms,
  blog,
  site,
  policies,
  chat,
  faq,
  legal,
  "rooms-page": pageCollection("rooms", "Rooms page"),
  "contact-page": pageCollection("contact", "Contact page", { words: contactPageWords }),
} as const;

export type CollectionName = keyof typeof collections;
export type LocalizedEntry<Name extends CollectionName> = ReturnType<
  (typeof collections)[Name]["localize"]
>;

/**
 * The modules pages import (`virtual:content/<name>`): a collection's entries in list order, or a
 * part of each, so a page's first load carries only what it shows (docs/decisions/0010).
 */
export const contentModules = {
  ...offerModules,
  ...roomModules,
  ...blogModules,
  ...siteModules,
  ...policyModules,
  ...chatModules,
} as const;

export type ContentModuleName = keyof typeof contentModules;
export type ContentModule<Name extends ContentModuleName> = ReturnType<
  (typeof contentModules)[Name]["pick"]
>[];
