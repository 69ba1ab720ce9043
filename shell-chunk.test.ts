import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inParty, inShell, notShell, partyModules, shellModules } from "./shell-chunk";

const exists = (module: string) =>
  module.endsWith("/")
    ? existsSync(`app/${module}`) && readdirSync(`app/${module}`).length > 0
    : existsSync(`app/${module}.ts`) || existsSync(`app/${module}.tsx`);

describe("the shell chunk's members", () => {
  it("all exist: a moved or renamed module must be listed anew, or it leaves the shell", () => {
    expect(
      [...shellModules, ...notShell, ...partyModules].filter((module) => !exists(module)),
    ).toEqual([]);
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

describe("the party chunk", () => {
  it("takes the party's modules, in either language, and nothing of the shell", () => {
    expect(inParty("/x/app/content/runtime/room-beds.ts")).toBe(true);
    expect(inParty("/x/app/locales/bn/party-words.ts")).toBe(true);
    expect(inParty("/x/app/components/layout/party-lines.ts")).toBe(true);
    expect(inParty("/x/app/domain/party-limits.ts")).toBe(false);
    expect(inParty("/x/app/domain/party-stay.ts")).toBe(false);
    for (const module of partyModules) expect(inShell(`/x/app/${module}.ts`)).toBe(false);
  });
});
