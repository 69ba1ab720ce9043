// One tree of words per language: app/locales/en/<area>.ts and app/locales/bn/<area>.ts, the same
// exports in each (the Bengali typed by the English). Code imports `~/locale/<area>` and the build
// points that at its own language's tree, so a page bundles one language and no code chooses.
import { fileURLToPath } from "node:url";

export const localeAlias = (locale: string | undefined) => ({
  find: /^~\/locale\//,
  replacement: fileURLToPath(new URL(`./${locale === "bn" ? "bn" : "en"}/`, import.meta.url)),
});
