// Page copy is moving to content/pages/<page>.yaml (app/content/collections/pages.ts); the areas
// not yet moved keep theirs beside their strings.
export type PageCopy = {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The hero photo's description, where the page has one. */
  photoAlt?: string;
};
