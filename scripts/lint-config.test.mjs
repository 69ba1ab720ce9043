// The lint rules that keep the layers (eslint.config.js) hold on what the code may write: a
// relative path, an `import()` and the locales are checked on the file they reach, and a cycle
// fails. Each case is linted as if it were a file of the app, beside the real ones it imports.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The rules that fail `code` written at `path`. */
async function failures(path, code) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.map((message) => message.ruleId);
}

describe("the lint of the layers", () => {
  it("refuses a relative import across a layer", async () => {
    expect(
      await failures("app/domain/new-rule.ts", 'export * from "../content/runtime/pages";\n'),
    ).toEqual(["import-x/no-restricted-paths"]);
  });

  it("refuses an import() of another feature, and of a page's words below them", async () => {
    expect(
      await failures(
        "app/features/cart/new-part.ts",
        'export const load = () => import("~/features/requests/delivery");\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await failures(
        "app/components/ui/new-part.ts",
        'export const load = () => import("~/locale/cart-notices");\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
  });

  it("refuses a page's section importing another page's, and a feature importing a section", async () => {
    expect(
      await failures(
        "app/components/sections/about/new-part.ts",
        'export { nextIndex } from "../home/carousel";\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await failures(
        "app/features/cart/new-part.ts",
        'export { parseFilter } from "~/components/sections/gallery/gallery-filter";\n',
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
  });

  it("takes what flows one way", async () => {
    expect(
      await failures(
        "app/features/cart/new-part.ts",
        'export { formatMoney } from "~/i18n/format";\nexport { cart } from "~/locale/cart";\n' +
          'export const load = () => import("./cart-model");\n',
      ),
    ).toEqual([]);
    expect(
      await failures(
        "app/components/sections/offers/new-part.ts",
        'export { NewsletterForm } from "~/features/newsletter/newsletter-form";\n',
      ),
    ).toEqual([]);
  });

  it("refuses a cycle", async () => {
    // guest-requests.ts reads its stored delivery state from delivery-state.ts.
    expect(
      await failures(
        "app/domain/delivery-state.ts",
        'import { parseStoredRequests } from "./guest-requests";\nexport const read = parseStoredRequests;\n',
      ),
    ).toContain("import-x/no-cycle");
  });
});
