import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { contentFiles } from "./app/content/server/plugin.server.ts";
import { localeAlias } from "./app/locales/alias.ts";
import { inField, inParty, inShell } from "./shell-chunk.ts";
import { buildDefines } from "./build-defines.ts";
import { inlineScripts } from "./app/lib/inline-script.server.ts";

/**
 * The Bengali build (VITE_LOCALE=bn, docs/decisions/0007) adds its face and type rules to the one
 * stylesheet: root.tsx's `./locale.css` (empty) becomes `./bengali.css`. A second stylesheet would
 * be a second render-blocking request before the first paint.
 */
const localeCss =
  process.env.VITE_LOCALE === "bn"
    ? [{ find: /^\.\/locale\.css$/, replacement: "./bengali.css" }]
    : [];

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled as it streams in, on a background thread, instead of each one on the main
 * thread the first time hydration calls it (docs/decisions/0013). Given to chunks big enough for
 * that to matter; on a small chunk (an icon, a runtime helper) the comment would cost more bytes
 * than it saves time. Added last, after Vite has put its preload map at the top of a chunk.
 */
const compileHint = "//# allFunctionsCalledOnLoad";
const compileHintMinBytes = 8192;
const compileHints: Plugin = {
  name: "compile-hints",
  apply: (_, env) => !env.isSsrBuild,
  enforce: "post",
  generateBundle: {
    order: "post",
    handler(_, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === "chunk" && file.code.length >= compileHintMinBytes)
          file.code = `${compileHint}\n${file.code}`;
    },
  },
};

/** The dev server passes /photo-host/ to the photo host, as the production hosts do (0024). */
const photoHostProxy = {
  "/photo-host/": {
    target: "https://images.unsplash.com",
    changeOrigin: true,
    rewrite: (path: string) => path.replace(/^\/photo-host/, ""),
  },
};

/**
 * React Router's package points every import at its development build, whose only difference is
 * its warnings for developers (`ENABLE_DEV_WARNINGS`), kept in the client's code. A build takes
 * the production build beside it, the same code without them.
 */
const routerFile = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const routerDist = (command: string) =>
  command === "build"
    ? [
        { find: /^react-router$/, replacement: routerFile("index.mjs") },
        { find: /^react-router\/dom$/, replacement: routerFile("dom-export.mjs") },
      ]
    : [];

export default defineConfig(({ command }) => ({
  plugins: [contentFiles(), inlineScripts(), tailwindcss(), reactRouter(), compileHints],
  server: { proxy: photoHostProxy },
  resolve: {
    tsconfigPaths: true,
    alias: [localeAlias(process.env.VITE_LOCALE), ...localeCss, ...routerDist(command)],
  },
  define: buildDefines(),

  build: {
    // A font stays a file, however small (the 1.6 KB Bengali label face, app/locale.css): inlined,
    // it would weigh on the render-blocking stylesheet and break the policy's `font-src 'self'`.
    assetsInlineLimit: (file) =>
      file.endsWith(".woff2") || file.includes("/placeholders/") ? false : undefined,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shell", test: inShell },
            { name: "party", test: inParty },
            { name: "field", test: inField },
          ],
        },
      },
    },
  },
}));
