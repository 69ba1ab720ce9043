import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports flow one way, checked on the resolved file (a `~/` path, a relative one or an `import()`
// alike): lib -> domain -> components/ui -> i18n -> content -> locales -> components/layout ->
// features -> components/sections -> routes -> root. A layer may import only the layers before it,
// and a feature never imports another, nor a page's sections another page's: a route joins them. The domain (the hotel's rules: stays, quotes, parties,
// carts, requests, phone and e-mail) is pure: no React, no words, no content access.
const layerOrder = [
  "app/lib",
  "app/domain",
  "app/components/ui",
  "app/i18n",
  "app/content",
  "app/locales",
  "app/components/layout",
  "app/features",
  "app/components/sections",
  "app/routes",
];
const root = ["app/root.tsx", "app/entry.server.tsx"];
const layerZones = layerOrder.map((target, index) => ({
  target: `./${target}`,
  from: [...layerOrder.slice(index + 1), ...root].map((path) => `./${path}`),
  message: "Imports flow one way (docs/decisions/0002-layout-and-imports.md).",
}));
/** Each folder of `parent` may import no other: the route that shows two of them joins them. */
const apartZones = (parent, message) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${parent}/${name}`,
      from: `./${parent}`,
      except: [`./${name}`],
      message,
    }));
const featureZones = [
  ...apartZones(
    "app/features",
    "A feature never imports another: the route that shows both joins them.",
  ),
  ...apartZones(
    "app/components/sections",
    "A page's sections never import another page's: what two pages share is a feature or a component.",
  ),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
      // Stryker's sandbox, a copy of the project, while it runs; and any report it writes.
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/consistent-type-imports": "error" },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,mjs,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Links to the site's pages come from the pages table (app/content/runtime/pages.ts), so a page that
    // moves moves everywhere at once.
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\\/(?!\\/)/], JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/^\\/(?!\\/)/]",
          message: "Link to a page with pagePath(key) or itemPath(kind, id) from ~/content/pages.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/test-setup.ts"],
    plugins: { "import-x": importX },
    settings: {
      // The modules a cycle is traced through are read as TypeScript (the plugin's own preset).
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones] }],
      // A module that needs itself through others (type-only imports aside): the order it runs in
      // decides what it sees. Packages are not followed: a cycle through node_modules is not ours.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["app/domain/**"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*"],
              message: "The domain is pure: no React (docs/decisions/0002-layout-and-imports.md).",
            },
          ],
        },
      ],
    },
  },
);
