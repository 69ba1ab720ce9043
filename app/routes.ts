import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { itemPages, notFoundPage, pages, type PageKey } from "./content/runtime/pages";

/** Every page of the table on its primary path, each alias rendering the same module. */
const pageRoutes = (Object.keys(pages) as PageKey[]).flatMap((key) => {
  const { path, aliases, module } = pages[key];
  if (path === "/") return [index(module)];
  return [
    route(path, module, { id: key }),
    ...aliases.map((alias) => route(alias, module, { id: `${key}${alias}` })),
  ];
});

/** A room or a post, below its list page. */
const itemRoutes = Object.values(itemPages).map(({ under, module }) =>
  route(`${pages[under].path}/:id`, module),
);

export default [
  ...pageRoutes,
  ...itemRoutes,
  route("*", notFoundPage.module, { id: notFoundPage.id }),
] satisfies RouteConfig;
