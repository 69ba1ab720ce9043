// Content files as modules: `import rooms from "virtual:content/rooms"` gives the build's
// language's entries of content/offers/, checked and in list order. Each page imports only the
// collections it shows. A broken file stops the build (and the dev server) with every problem.
import { resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { locales, type Locale } from "../../lib/locale.ts";
import { contentModules, type CollectionName, type ContentModuleName } from "../schemas/collections.ts";
import { buildDay } from "./build-day.server.ts";
import { contentDir } from "./file-problems.server.ts";
import { localize, readAllContent, type RawEntry } from "./files.server.ts";

const prefix = "virtual:content/";
const resolvedPrefix = `\0${prefix}`;

const buildLocale = () => (process.env.VITE_LOCALE === "bn" ? "bn" : "en");

/**
 * A content module's entries in `locale` on the build's day (files.server.ts localize), as
 * `virtual:content/<name>` exports them. Each module's `pick` is handed the entry in that language
 * and the same file in the other one (the search index takes a thing's name in both: an English
 * word finds a Bengali page's entry); a module with `keep` carries only the entries it keeps.
 */
export function moduleEntries(
  name: ContentModuleName,
  locale: Locale,
  content: Record<CollectionName, RawEntry[]> = readAllContent(),
  today: string = buildDay(),
): unknown[] {
  const module = contentModules[name];
  const collection: CollectionName = module.collection;
  const other = locales.find((candidate) => candidate !== locale) ?? locale;
  return content[collection]
    .map((entry) => ({
      own: localize(collection, entry, locale, today),
      other: localize(collection, entry, other, today),
    }))
    .filter(({ own }) => !("keep" in module) || module.keep(own as never))
    .sort((a, b) => a.own.order - b.own.order)
    .map(({ own, other }) => module.pick(own as never, other as never));
}

export function contentFiles(): Plugin {
  let content: Record<CollectionName, RawEntry[]> | undefined;
  const read = () => (content ??= readAllContent());
  return {
    name: "content-files",
    buildStart() {
      content = undefined;
      try {
        read();
      } catch (error) {
        this.error((error as Error).message);
      }
    },
    resolveId(id) {
      if (id.startsWith(prefix) && id.slice(prefix.length) in contentModules) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return;
      const name = id.slice(resolvedPrefix.length) as ContentModuleName;
      return `export default ${JSON.stringify(moduleEntries(name, buildLocale(), read()))};`;
    },
    configureServer(server) {
      const dir = contentDir();
      server.watcher.add(dir);
      server.watcher.on("change", (file) => {
        if (!resolve(file).startsWith(dir + sep)) return;
        content = undefined;
        for (const name of Object.keys(contentModules)) {
          const module = server.moduleGraph.getModuleById(`${resolvedPrefix}${name}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
