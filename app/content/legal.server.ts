// A legal page's content for its route's loader, its placeholders ({checkIn}) filled with the
// hotel's facts. Build-time only.
import { entryOf } from "./content.server.ts";
import { fillFacts, hotelFacts } from "./facts.server.ts";

/** content/legal/<id>.yaml in this build's language; its absence stops the build. */
export function legalPageOf(id: "privacy-policy" | "terms" | "accessibility") {
  const page = entryOf("legal", id);
  if (!page) throw new Error(`content/legal/${id}.yaml: the file is missing`);
  const facts = hotelFacts();
  const fill = (text: string) => fillFacts(text, facts, `content/legal/${id}.yaml`);
  return {
    ...page,
    description: fill(page.description),
    sections: page.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(fill),
      ...(section.list ? { list: section.list.map(fill) } : {}),
    })),
  };
}
