import { pages } from "../../app/content/pages";
import { notFoundPaths, prerenderPaths } from "../../app/content/paths";

const notFound = new Set<string>(Object.values(notFoundPaths));

/** Every prerendered URL a guest can reach, aliases included. */
export const knownPaths = prerenderPaths.filter((path) => !notFound.has(path));
export { pages };

/** The Bengali build's copy of every known route (docs/decisions/0007). */
export const bengaliPaths = knownPaths.map((path) => (path === "/" ? "/bn" : `/bn${path}`));
