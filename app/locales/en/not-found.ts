/** The not-found page's own words (its title and text are the site's: ./site). */
export const notFound = {
  home: "Return to Home",
  search: "Search for a page",
  destinations: "Or choose where to go",
} as const;
