// The editor's forms and the build's schemas describe the same files: a field the editor writes
// that the schema refuses (or one the schema needs that the editor lacks) would break the build.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { collections } from "./collections";

type Field = { name: string; i18n?: boolean; required?: boolean };
const config = parse(readFileSync("admin/config.yml", "utf8")) as {
  i18n: { structure: string; locales: string[] };
  collections: {
    name: string;
    folder?: string;
    fields?: Field[];
    files?: { name: string; file: string; fields: Field[] }[];
  }[];
};

const keysOf = (schema: unknown) =>
  Object.keys((schema as { shape: Record<string, unknown> }).shape).sort();

describe("the editor's config", () => {
  it("keeps both languages in one file, English first", () => {
    expect(config.i18n.structure).toBe("single_file");
    expect(config.i18n.locales).toEqual(["en", "bn"]);
  });

  it("has one collection per content folder, with the schema's fields, translated where the schema has Bengali", () => {
    // A folder of things is a collection; the pages' own files are one collection of files.
    const edited = config.collections.flatMap((c) =>
      c.files
        ? c.files.map((f) => ({ ...f, name: `${f.name}-page`, folder: f.file.replace(/\/[^/]+$/, "") }))
        : [c as Required<Omit<(typeof config.collections)[number], "files">>],
    );
    expect(edited.map((c) => c.name).sort()).toEqual(Object.keys(collections).sort());
    for (const collection of edited) {
      const { folder, file } = collections[collection.name as keyof typeof collections];
      expect(collection.folder).toBe(`content/${folder}`);
      const shape = (file as unknown as { shape?: Record<string, unknown> }).shape ??
        (file as unknown as { def: { in: { shape: Record<string, unknown> } } }).def.in.shape;
      expect(collection.fields.map((f) => f.name).sort(), collection.name).toEqual(keysOf(shape.en));
      expect(
        collection.fields.filter((f) => f.i18n).map((f) => f.name).sort(),
        collection.name,
      ).toEqual(keysOf(shape.bn));
    }
  });
});

describe("admin/config.yml", () => {
  it("is what the schemas make (run `npm run editor-config` after changing a schema)", async () => {
    const { editorConfig } = await import("./editor-config.server");
    expect(config).toEqual(JSON.parse(JSON.stringify(editorConfig())));
  });
});
