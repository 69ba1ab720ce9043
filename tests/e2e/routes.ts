import { pages } from "../../app/content/runtime/pages";
import { notFoundPaths, prerenderPaths } from "../../app/content/server/paths";
import { roomAliases } from "../../app/content/runtime/room-aliases";

const notFound = new Set<string>(Object.values(notFoundPaths));
const aliases = new Set<string>([
  ...Object.values(pages).flatMap((page) => page.aliases as readonly string[]),
  ...Object.keys(roomAliases).map((id) => `/rooms/${id}`),
]);

/** Every prerendered URL a guest can reach, aliases included. */
export const knownPaths = prerenderPaths.filter((path) => !notFound.has(path));
/** Each distinct page once: aliases render their primary's document (tests/built). */
export const distinctPaths = knownPaths.filter((path) => !aliases.has(path));
export { pages };

/** The Bengali build's copy of every known route (docs/decisions/0007). */
export const bengaliPaths = knownPaths.map((path) => (path === "/" ? "/bn" : `/bn${path}`));
