import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports flow one way: lib -> domain -> components/ui -> content, i18n -> components/layout ->
// features -> routes -> root. Each layer lists what it may not reach; a feature never imports
// another. The domain (the hotel's rules: stays, quotes, parties, carts, requests, phone and
// e-mail) is pure: no React, no words, no content access; pages and features are UI over it.
const layers = {
  "app/lib/**": [
    "~/domain/*",
    "../domain/*",
    "~/components/*",
    "~/content/*",
    "~/i18n/*",
    "~/features/*",
    "~/routes/*",
    "~/root",
  ],
  "app/domain/**": [
    "react",
    "react-*",
    "~/components/*",
    "~/content/*",
    "~/i18n/*",
    "~/locale/*",
    "~/features/*",
    "~/routes/*",
    "~/root",
  ],
  "app/components/ui/**": [
    "~/components/layout/*",
    "~/content/*",
    "~/i18n/*",
    "~/features/*",
    "~/routes/*",
    "~/root",
  ],
  "app/content/**": ["~/components/*", "~/i18n/*", "~/features/*", "~/routes/*", "~/root"],
  "app/i18n/**": ["~/components/*", "~/features/*", "~/routes/*", "~/root"],
  "app/components/layout/**": ["~/features/*", "~/routes/*", "~/root"],
  "app/features/**": ["~/features/*", "../*", "~/routes/*", "~/root"],
  "app/routes/**": ["~/root"],
};

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
    // Links to the site's pages come from the pages table (app/content/pages.ts), so a page that
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
  ...Object.entries(layers).map(([files, group]) => ({
    files: [files],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group, message: "Imports flow one way (docs/decisions/0002-layout-and-imports.md)." },
          ],
        },
      ],
    },
  })),
);
