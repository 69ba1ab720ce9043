// A legal page's content for its route's loader. Build-time only.
import { entryOf } from "./content.server.ts";

/** content/legal/<id>.yaml in this build's language; its absence stops the build. */
export function legalPageOf(id: "privacy-policy" | "terms" | "accessibility") {
  const page = entryOf("legal", id);
  if (!page) throw new Error(`content/legal/${id}.yaml: the file is missing`);
  return page;
}
