// The editor's forms and the build's schemas describe the same files: a field the editor writes
// that the schema refuses (or one the schema needs that the editor lacks) would break the build.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { collections } from "../schemas/collections";

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

/** The keys of an object schema (an optional one unwrapped); none for a part that is absent. */
const keysOf = (schema: unknown): string[] => {
  const inner = (schema as { unwrap?: () => unknown } | undefined)?.unwrap?.() ?? schema;
  const shape = (inner as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape).sort() : [];
};

describe("the editor's config", () => {
  it("keeps both languages in one file, English first", () => {
    expect(config.i18n.structure).toBe("single_file");
    expect(config.i18n.locales).toEqual(["en", "bn"]);
  });

  it("has one collection per content folder, with the schema's fields, translated where the schema has Bengali", () => {
    // A folder of things is a collection; single files (a page's own copy, the hotel's facts)
    // are grouped as collections of files. Each is found again by its path.
    const pathOf = (c: { folder: string; only?: string }) =>
      c.only ? `content/${c.folder ? `${c.folder}/` : ""}${c.only}.yaml` : `content/${c.folder}`;
    const nameOf = (path: string | undefined) =>
      Object.entries(collections).find(([, c]) => pathOf(c) === path)?.[0] ?? `${path}?`;
    // The booking sites' calendars are not content in two languages: their own test is below.
    const edited: { name: string; fields: Field[] }[] = config.collections
      .filter((c) => c.name !== "channels")
      .flatMap((c) =>
        c.files
          ? c.files.map((f) => ({ name: nameOf(f.file), fields: f.fields }))
          : [{ name: nameOf(c.folder), fields: c.fields ?? [] }],
      );
    expect(edited.map((c) => c.name).sort()).toEqual(Object.keys(collections).sort());
    for (const collection of edited) {
      const { file } = collections[collection.name as keyof typeof collections];
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

describe("the editor's channels", () => {
  it("has one list of https calendar addresses per room, in one language", async () => {
    const { roomList } = await import("./channels.server");
    const channels = config.collections.find((c) => c.name === "channels");
    const [file] = channels?.files ?? [];
    expect(file?.file).toBe("content/channels.yaml");
    expect(channels).not.toHaveProperty("i18n");
    const [rooms] = (file?.fields ?? []) as (Field & {
      fields: (Field & { widget: string; field: { pattern: string[] } })[];
    })[];
    expect(rooms?.name).toBe("rooms");
    expect(rooms?.fields.map((f) => f.name)).toEqual(roomList().map((room) => room.id));
    for (const room of rooms?.fields ?? []) {
      expect(room.widget).toBe("list");
      expect(room.i18n).toBeUndefined();
      expect(new RegExp(room.field.pattern[0]!).test("http://example.com/a.ics")).toBe(false);
      expect(new RegExp(room.field.pattern[0]!).test("https://example.com/a.ics")).toBe(true);
    }
  });
});

describe("admin/config.yml", () => {
  it("is what the schemas make (run `npm run editor-config` after changing a schema)", async () => {
    const { editorConfig } = await import("./editor-config.server");
    expect(config).toEqual(JSON.parse(JSON.stringify(editorConfig())));
  });
});
