// The editor's config (admin/config.yml, Decap CMS), made from the content schemas: each field's
// label, hint, widget, limits and language come from its zod schema, so the editor can never ask
// for something the build refuses. `npm run editor-config` writes it; a unit test fails when the
// committed file differs from what the schemas make.
import { stringify } from "yaml";
import { z } from "zod";
import { roomList } from "./channels.server.ts";
import { collections, type CollectionName } from "../schemas/collections.ts";
import { channelsEditor, channelsFile } from "../schemas/collections/channels.ts";
import { readCollection } from "./files.server.ts";

/** Where the editor commits in production: the one place that names the repository. */
const backend = {
  name: "github",
  repo: "surma-riverside/website",
  branch: "main",
  commit_messages: {
    create: "Content: add {{collection}} “{{slug}}”",
    update: "Content: update {{collection}} “{{slug}}”",
    delete: "Content: remove {{collection}} “{{slug}}”",
  },
};

/** What the editor shows of a collection: its names, its list's summary and sort fields. */
export type EditorSettings = {
  label: string;
  singular?: string;
  description?: string;
  /** The field that names an entry in the list and makes a new entry's file name. */
  identifier?: string;
  summary?: string;
  sortable?: readonly string[];
  /** May the owner add and delete entries (false for fixed sets: the legal pages, a page's copy). */
  create?: boolean;
};

type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: string[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  description?: string;
  label?: string;
  hint?: string;
  widget?: string;
};

type Field = Record<string, unknown> & { name: string };

/** A string longer than this is edited in a text box, not a one-line field. */
const longText = 200;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const humanize = (name: string) =>
  sentence(name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());
const dateOnly = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
};

function field(name: string, schema: JsonSchema, required: boolean, i18n: boolean): Field {
  const base: Field = { name, label: schema.label ?? humanize(name) };
  if (i18n) base.i18n = true;
  if (!required) base.required = false;
  const hint = schema.hint ?? schema.description;
  if (hint) base.hint = sentence(hint);
  return { ...base, ...widget(schema) };
}

function widget(schema: JsonSchema): Record<string, unknown> {
  const nullable = schema.anyOf?.find((option) => option.type !== "null");
  if (nullable) return widget(nullable);
  if (schema.widget) return { widget: schema.widget };
  if (schema.enum) return { widget: "select", options: schema.enum };
  switch (schema.type) {
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum === 0 ? 1 : schema.exclusiveMinimum);
      const max = schema.maximum;
      return {
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined && max < Number.MAX_SAFE_INTEGER ? { max } : {}),
      };
    }
    case "boolean":
      return { widget: "boolean" };
    case "string":
      if (schema.format === "date") return dateOnly;
      return {
        widget: (schema.maxLength ?? Infinity) > longText ? "text" : "string",
        ...(schema.pattern
          ? { pattern: [schema.pattern, sentence(schema.description ?? "the expected form")] }
          : {}),
      };
    case "array": {
      const items = schema.items ?? {};
      const limits = {
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(schema.maxItems ? { max: schema.maxItems } : {}),
      };
      if (items.type === "object")
        return { widget: "list", ...limits, fields: fieldsOf(items, new Set()) };
      return { widget: "list", ...limits, field: field("item", items, true, false) };
    }
    case "object":
      return { widget: "object", fields: fieldsOf(schema, new Set()) };
    default:
      throw new Error(`No editor widget for a field of type ${String(schema.type)}`);
  }
}

function fieldsOf(schema: JsonSchema, translated: Set<string>): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(name, property, required.has(name), translated.has(name)),
  );
}

/** The file's schema as JSON Schema, its `en` and `bn` halves. */
function halves(file: z.ZodType) {
  const json = z.toJSONSchema(file, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const en = json.properties?.en;
  const bn = json.properties?.bn;
  if (!en || !bn) throw new Error("A content file's schema has an `en` and a `bn` part");
  return { en, bn };
}

function entryFields(file: z.ZodType) {
  const { en, bn } = halves(file);
  return fieldsOf(en, new Set(Object.keys(bn.properties ?? {})));
}

function editorCollections() {
  const out: Record<string, unknown>[] = [];
  const pages = new Map<string, Record<string, unknown>[]>();
  for (const name of Object.keys(collections) as CollectionName[]) {
    const collection = collections[name];
    const editor: EditorSettings = collection.editor;
    const fields = entryFields(collection.file);
    if ("only" in collection) {
      const files = pages.get(collection.folder) ?? [];
      if (!files.length) pages.set(collection.folder, files);
      files.push({
        name: collection.only,
        label: editor.label,
        file: `content/${collection.folder ? `${collection.folder}/` : ""}${collection.only}.yaml`,
        i18n: true,
        fields,
      });
      continue;
    }
    out.push({
      name,
      label: editor.label,
      label_singular: editor.singular ?? editor.label,
      ...(editor.description ? { description: editor.description } : {}),
      folder: `content/${collection.folder}`,
      extension: "yaml",
      format: "yaml",
      create: editor.create ?? true,
      ...(editor.create === false ? { delete: false } : {}),
      ...(editor.identifier ? { identifier_field: editor.identifier } : {}),
      ...(editor.summary ? { summary: editor.summary } : {}),
      ...(editor.sortable ? { sortable_fields: editor.sortable } : {}),
      i18n: true,
      fields,
    });
  }
  for (const [folder, files] of pages)
    out.push({
      ...(folder
        ? {
            name: folder,
            label: humanize(folder),
            description:
              "Each page's own words: headings, introductions and the texts between them.",
          }
        : {
            name: "hotel",
            label: "The hotel",
            description: "The hotel's name, address and contacts, its policies and opening hours.",
          }),
      extension: "yaml",
      format: "yaml",
      i18n: true,
      files,
    });
  // The booking sites' calendars (content/channels.yaml): no words, so no `i18n` (Decap writes its
  // fields at the top of the file, not under `en:`), and one list of addresses per room there is.
  const channels = z.toJSONSchema(channelsFile(roomList()), {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  out.push({
    name: "channels",
    label: channelsEditor.label,
    description: channelsEditor.description,
    extension: "yaml",
    format: "yaml",
    files: [
      {
        name: "channels",
        label: "Booking sites' calendars",
        file: `content/${channelsEditor.file}`,
        fields: fieldsOf(channels, new Set()),
      },
    ],
  });
  return out;
}

/** The whole config as the editor reads it. */
export function editorConfig() {
  // The site's address, from the hotel's own file.
  const [file] = readCollection("site").entries;
  const origin = String((file?.data.en as { origin?: string } | undefined)?.origin ?? "");
  return {
    backend,
    local_backend: true,
    site_url: origin,
    display_url: origin,
    locale: "en",
    media_folder: "public/photos",
    public_folder: "/photos",
    i18n: { structure: "single_file", locales: ["en", "bn"], default_locale: "en" },
    collections: editorCollections(),
  };
}

/** admin/config.yml's text. */
export const editorConfigText = () =>
  "# The editor at /admin/ (Decap CMS): what the hotel can change, and where it is kept.\n" +
  "# Made from the content schemas by `npm run editor-config`: do not edit by hand.\n" +
  "# In production it commits to backend.repo; `npm run cms` edits this working tree instead.\n" +
  stringify(editorConfig(), { lineWidth: 0 });
