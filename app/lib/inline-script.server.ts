// Build time only: `import script from "./file.ts?inline-script"` gives a file that is one
// statement (a script for a page's head, such as early-input-script.ts) as a minified string of
// JavaScript, its types stripped. So the script is written, typed and linted like all other code.
import { readFile } from "node:fs/promises";
import { minify, transformWithOxc, type Plugin } from "vite";

const query = "?inline-script";

export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    async load(id) {
      if (!id.endsWith(query)) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const { code } = await transformWithOxc(await readFile(file, "utf8"), file, { lang: "ts" });
      const minified = await minify(file, code, { compress: true, mangle: true });
      if (minified.errors.length) this.error(`${file}: ${minified.errors[0]!.message}`);
      return `export default ${JSON.stringify(minified.code.trim())};`;
    },
  };
}
