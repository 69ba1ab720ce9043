import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inShell, notShell, shellModules } from "./shell-chunk";

const exists = (module: string) =>
  module.endsWith("/")
    ? existsSync(`app/${module}`) && readdirSync(`app/${module}`).length > 0
    : existsSync(`app/${module}.ts`) || existsSync(`app/${module}.tsx`);

describe("the shell chunk's members", () => {
  it("all exist: a moved or renamed module must be listed anew, or it leaves the shell", () => {
    expect([...shellModules, ...notShell].filter((module) => !exists(module))).toEqual([]);
  });

  it("takes a listed module and a folder's direct children, not what is excluded or elsewhere", () => {
    expect(inShell("/x/app/root.tsx")).toBe(true);
    expect(inShell("/x/app/components/layout/site-header.tsx")).toBe(true);
    expect(inShell("/x/app/components/layout/legal-page.tsx")).toBe(false);
    expect(inShell("/x/app/features/cart/cart-view.tsx")).toBe(false);
    expect(inShell("/x/app/lib/cn.ts")).toBe(true);
    expect(inShell("/x/app/lib/cn.test.ts")).toBe(false);
    expect(inShell("/x/node_modules/clsx/dist/clsx.mjs")).toBe(true);
  });
});
