// What search engines need from the built site, read from the prerendered HTML:
// - every sitemap URL is a real `<a href>` on another indexable page, and reachable from `/` by
//   such links (a crawler finds pages by following them; a page only the sitemap names, or only
//   pages nothing links to name, ranks as an orphan);
// - every page's title fits in 60 characters and its description in 160, where results cut them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { anchorHrefs, builtPages, headText, sitemapPaths, sitePath } from "./built-pages.mjs";
import { buildClientDir } from "./paths.mjs";

export const titleLimit = 60;
export const descriptionLimit = 160;

/**
 * Links between the sitemap's pages: for each, the other sitemap pages that link to it, and
 * whether it can be reached from the first one (the home page) by following links.
 */
export function linkGraph(pages, sitemap) {
  const { origin, paths } = sitemap;
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const listed = new Set(paths);
  const linksOf = new Map();
  for (const path of paths) {
    const html = byPath.get(path)?.html ?? "";
    const targets = anchorHrefs(html)
      .map((href) => sitePath(href, path, origin))
      .filter((target) => target !== null && target !== path && listed.has(target));
    linksOf.set(path, new Set(targets));
  }
  const linkedFrom = new Map(paths.map((path) => [path, []]));
  for (const [source, targets] of linksOf)
    for (const target of targets) linkedFrom.get(target).push(source);
  const reachable = new Set(paths.slice(0, 1));
  for (const path of reachable) for (const target of linksOf.get(path)) reachable.add(target);
  return {
    missing: paths.filter((path) => !byPath.has(path)),
    unlinked: paths.filter((path) => linkedFrom.get(path).length === 0),
    unreachable: paths.filter((path) => !reachable.has(path)),
    linkedFrom,
  };
}

/** Each page whose title or description is missing or longer than the results show. */
export function headProblems(pages) {
  const problems = [];
  for (const { path, html } of pages) {
    const { title, description } = headText(html);
    for (const [what, text, limit] of [
      ["title", title, titleLimit],
      ["description", description, descriptionLimit],
    ]) {
      if (!text) problems.push(`${path}: no ${what}`);
      else if (text.length > limit)
        problems.push(`${path}: ${what} ${text.length} > ${limit} characters: "${text}"`);
    }
  }
  return problems;
}

/** The page with the longest title or description (`field`) of a group. */
function longest(pages, field) {
  return pages.reduce(
    (best, page) => {
      const text = headText(page.html)[field] ?? "";
      return text.length > best.text.length ? { path: page.path, text } : best;
    },
    { path: "", text: "" },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = builtPages(buildClientDir);
  const sitemap = sitemapPaths(readFileSync(join(buildClientDir, "sitemap.xml"), "utf8"));
  const graph = linkGraph(pages, sitemap);
  const heads = headProblems(pages);

  for (const path of graph.missing) console.log(`${path}: in the sitemap but not prerendered`);
  for (const path of graph.unlinked)
    console.log(`${path}: in the sitemap, but no other page has an <a href> to it`);
  for (const path of graph.unreachable.filter((path) => !graph.unlinked.includes(path))) {
    const from = graph.linkedFrom.get(path).join(", ");
    console.log(`${path}: in the sitemap, but not reachable from / by links (linked from ${from})`);
  }
  for (const problem of heads) console.log(problem);

  const english = pages.filter((page) => !/^\/bn(\/|$)/.test(page.path));
  const bengali = pages.filter((page) => /^\/bn(\/|$)/.test(page.path));
  for (const [language, group] of [
    ["en", english],
    ["bn", bengali],
  ]) {
    const title = longest(group, "title");
    const description = longest(group, "description");
    console.log(
      `${language}: longest title ${title.text.length} (${title.path}), longest description ${description.text.length} (${description.path})`,
    );
  }
  const linkFailures = graph.missing.length + graph.unlinked.length + graph.unreachable.length;
  console.log(
    `links: ${sitemap.paths.length} sitemap URLs, ${sitemap.paths.length - graph.unreachable.length} reachable from ${sitemap.paths[0]}, ${graph.unlinked.length} linked from no other page`,
  );
  console.log(
    `titles and descriptions: ${pages.length} pages, ${heads.length} over ${titleLimit}/${descriptionLimit} characters or missing`,
  );
  process.exit(linkFailures || heads.length ? 1 : 0);
}
