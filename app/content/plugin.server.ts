// Content files as modules: `import rooms from "virtual:content/rooms"` gives the build's
// language's entries of content/offers/, checked and in list order. Each page imports only the
// collections it shows. A broken file stops the build (and the dev server) with every problem.
import { resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { contentModules, type CollectionName } from "./collections.ts";
import { contentDir, localize, readAllContent, type RawEntry } from "./files.server.ts";

const prefix = "virtual:content/";
const resolvedPrefix = `\0${prefix}`;

const buildLocale = () => (process.env.VITE_LOCALE === "bn" ? "bn" : "en");

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
      const module = contentModules[id.slice(resolvedPrefix.length) as keyof typeof contentModules];
      const name: CollectionName = module.collection;
      const entries = read()[name]
        .map((entry) => localize(name, entry, buildLocale()))
        .sort((a, b) => a.order - b.order)
        .map((entry) => module.pick(entry as never));
      return `export default ${JSON.stringify(entries)};`;
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
