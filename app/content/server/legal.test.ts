import { contentDir } from "./file-problems.server.ts";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LegalFile } from "../schemas/collections/legal";
import { localize, readCollection } from "./files.server";
import { legalPageOf } from "./legal.server";
import { childrenPolicy } from "../runtime/children-policy";
import { policies } from "../runtime/policies";

// Tests that import the pages again under another build's settings leave those modules behind:
// the files after this one (which share its module registry) must import them afresh.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const allText = (page: ReturnType<typeof legalPageOf>) =>
  page.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]).join("\n");

describe("legal pages (content/legal/)", () => {
  it("state the policies as content/policies.yaml does, with no placeholder left", () => {
    const terms = allText(legalPageOf("terms"));
    expect(terms).toContain(
      `up to ${policies.freeCancellationHours} hours before check-in; later cancellations and no-shows are charged ${policies.lateCancellationCharge}. Check-in is from ${policies.checkIn} and check-out is by ${policies.checkOut}.`,
    );
    expect(terms).toContain(childrenPolicy);
    expect(childrenPolicy).toContain(`Children under ${policies.childrenFreeUnderAge} stay free`);
    for (const id of ["privacy-policy", "terms", "accessibility"] as const)
      expect(allText(legalPageOf(id)), id).not.toMatch(/[{}]/);
  });

  it("state them in Bengali on Bengali pages", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const { legalPageOf: bnLegalPageOf } = await import("./legal.server");
    const [policiesFile] = readCollection("policies").entries;
    if (!policiesFile) throw new Error("content/policies.yaml is missing");
    const { policies: bn, childrenPolicy: bnChildrenPolicy } = localize("policies", policiesFile, "bn");
    const terms = allText(bnLegalPageOf("terms"));
    expect(terms).toContain(`চেক-ইন ${bn.checkIn} থেকে এবং চেক-আউট ${bn.checkOut}র মধ্যে`);
    expect(terms).toContain(bnChildrenPolicy);
    expect(bnChildrenPolicy).toContain("১২ বছরের কম বয়সী শিশু");
    expect(terms).not.toMatch(/[{}]/);
  });

  it("refuse a placeholder that names no fact, saying which ones exist", () => {
    const [file] = readCollection("legal").entries.filter((entry) => entry.id === "terms");
    if (!file) throw new Error("content/legal/terms.yaml is missing");
    const data = structuredClone(file.data) as { en: { sections: { paragraphs: string[] }[] } };
    data.en.sections[0]!.paragraphs[0] = "Check-in is from {checkInTime}.";
    const result = LegalFile.safeParse(data);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("the known ones are {checkIn}");
  });

  it("say nothing is sent while delivery is off, and name where requests go while it is on", async () => {
    const off = allText(legalPageOf("privacy-policy"));
    expect(off).toContain("Nothing you type on this website is sent to us or to anyone else.");
    expect(off).not.toContain("sends what you entered");

    const dir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      cpSync(contentDir(), dir, { recursive: true });
      const site = join(dir, "site.yaml");
      writeFileSync(
        site,
        readFileSync(site, "utf8").replace('to: ""', "to: https://formspree.io/f/abcd1234"),
      );
      vi.stubEnv("CONTENT_DIR", dir);
      vi.resetModules();
      const { legalPageOf: onLegalPageOf } = await import("./legal.server");
      const on = allText(onLegalPageOf("privacy-policy"));
      expect(on).toContain("sends what you entered in it to the hotel through formspree.io");
      expect(on).not.toContain("Nothing you type on this website is sent");
      expect(on).not.toContain("stores nothing about you on our side");
      expect(on).not.toMatch(/[{}]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
