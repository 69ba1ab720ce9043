import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Modules every page loads (the shell: header, footer, cart, catalogue, shared primitives and
 * their icons). Bundled as one chunk instead of a dozen tiny ones, each with its own request and
 * import/export overhead (docs/decisions/0006). The legal pages' layout (and its long texts) and
 * the structured data of the home page and blog posts are not every page's, so they stay out.
 */
const shell = new RegExp(
  [
    String.raw`/app/(root|components/layout/(?!legal-page|structured-data)[^/]+|components/ui/(button|input|toaster|container|brand-icons)|features/(cart/cart-(provider|model|storage)|chat/chat-(launcher|model)|search/search-launcher|newsletter/newsletter-form)|i18n/(en|bn|messages|format)|lib/(cn|email|photo|seo|use-build-year|locale|catalogue)|content/(site|navigation|pages|policies|paths|search-categories))\.tsx?$`,
    String.raw`/node_modules/(clsx|class-variance-authority)/`,
    String.raw`/node_modules/lucide-react/dist/esm/(createLucideIcon|Icon|defaultAttributes|shared/)`,
  ].join("|"),
);

/**
 * The Bengali build (VITE_LOCALE=bn, docs/decisions/0007) adds its face and type rules to the one
 * stylesheet: root.tsx's `./locale.css` (empty) becomes `./bengali.css`. A second stylesheet would
 * be a second render-blocking request before the first paint.
 */
const localeCss =
  process.env.VITE_LOCALE === "bn"
    ? [{ find: /^\.\/locale\.css$/, replacement: "./bengali.css" }]
    : [];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true, alias: localeCss },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "shell", test: (id) => shell.test(id) }],
        },
      },
    },
  },
});
