// The modules every page loads, bundled as one "shell" chunk instead of a dozen tiny ones, each
// with its own request and import/export overhead (docs/decisions/0006). Paths are under app/
// (without extension) or package paths under node_modules/; a name ending in "/" takes the whole
// folder. The legal pages' layout and the structured data builders are not every page's, so they
// stay out. shell-chunk.test.ts fails if a listed module no longer exists.
export const shellModules = [
  "root",
  "components/layout/",
  "components/ui/button",
  "components/ui/input",
  "components/ui/toaster",
  // Home, dining, contact, rooms and posts keep sections as prerendered HTML with it.
  "components/ui/static-island",
  "components/ui/container",
  "components/ui/brand-icons",
  "components/ui/count-link",
  "components/ui/use-request-count",
  "features/cart/cart-provider",
  "features/cart/cart-button",
  "features/cart/cart-model",
  "features/cart/cart-storage",
  "features/chat/chat-launcher",
  "features/chat/chat-model",
  "features/search/search-launcher",
  "features/newsletter/newsletter-form",
  "locales/en/site",
  "locales/bn/site",
  "i18n/format",
  "lib/cn",
  "domain/email",
  "lib/photo",
  "domain/stay-limit",
  "domain/party-limits",
  "domain/request-count",
  "domain/reference",
  "lib/seo",
  "lib/use-build-year",
  "domain/day-schedule",
  "lib/locale",
  "lib/catalogue",
  "content/runtime/site",
  "content/runtime/navigation",
  "content/runtime/pages",
  "content/runtime/policies",
  "content/schemas/search-categories",
] as const;

/** Modules of a shell folder that only some pages load. */
export const notShell = [
  "components/layout/legal-page",
  "components/layout/structured-data",
  // Prices with their taka: the order, cart and room pages only.
  "components/layout/money",
  // A party's extra beds and cots in words: the booking form's and the cart's.
  "components/layout/party-lines",
  // A stay's extras, as the booking form's summary and My requests state them.
  "components/layout/extra-lines",
  // The one date picker of a stay (the booking form, the room page, the contact page's request),
  // and its calendar, loaded when first opened.
  "components/layout/date-picker",
  "components/layout/date-calendar",
];

export const shellPackages = [
  /\/node_modules\/(clsx|class-variance-authority)\//,
  /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$/,
  /\/node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|shared\/)/,
];

/** Whether the module `id` (an absolute path) belongs in the shell chunk. */
export function inShell(id: string): boolean {
  if (shellPackages.some((pattern) => pattern.test(id))) return true;
  const match = /\/app\/(.+?)(\.tsx?)?$/.exec(id);
  if (!match?.[2]) return false;
  const module = match[1]!;
  if (notShell.includes(module)) return false;
  return shellModules.some((member) =>
    member.endsWith("/")
      ? module.startsWith(member) && !module.slice(member.length).includes("/")
      : module === member,
  );
}

/**
 * A party's children by age and its beds (the policy, the rooms' beds, the words), one chunk: the
 * booking form loads it with its page, the room page's card once a child is chosen, the cart with
 * its pricing. Left to themselves they were small chunks, each with its own overhead. A group takes
 * the modules it names and what only they import: a module that also imports a first-load page's
 * (a field, a select's options) would bring the whole chunk to that page, so none is named here;
 * nor the party's rules (domain/party-stay), which My requests' first load prices with.
 */
export const partyModules = [
  "content/runtime/room-beds",
  "locales/en/party-words",
  "locales/bn/party-words",
  "components/layout/party-lines",
] as const;

/** Whether the module `id` (an absolute path) is one of `modules` (paths under app/). */
const oneOf =
  (modules: readonly string[]) =>
  (id: string): boolean => {
    const match = /\/app\/(.+?)\.tsx?$/.exec(id);
    return match !== null && modules.includes(match[1]!);
  };

/** Whether the module `id` (an absolute path) belongs in the party chunk. */
export const inParty = oneOf(partyModules);

/**
 * A form's field and a count select's options, one chunk: the room page's card, the booking form
 * and the children's ages all take both, and apart they were two requests where one will do.
 */
export const fieldModules = ["components/ui/field", "features/booking/number-options"] as const;

/** Whether the module `id` (an absolute path) belongs in the field chunk. */
export const inField = oneOf(fieldModules);
