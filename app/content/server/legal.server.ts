// A legal page's content for its route's loader, its placeholders ({checkIn}) filled with the
// hotel's facts. Build-time only.
import { entriesOf, entryOf } from "./content.server.ts";
import { fillFacts, hotelFacts } from "./facts.server.ts";
import { endpointOf } from "../../domain/delivery-setting.ts";

/** content/legal/<id>.yaml in this build's language; its absence stops the build. */
export function legalPageOf(id: "privacy-policy" | "terms" | "accessibility") {
  const page = entryOf("legal", id);
  if (!page) throw new Error(`content/legal/${id}.yaml: the file is missing`);
  const facts = hotelFacts();
  const fill = (text: string) => fillFacts(text, facts, `content/legal/${id}.yaml`);
  // While the hotel has confirmed requests sent to it, a section may say so instead.
  const delivering = endpointOf(deliverySetting()) !== undefined;
  return {
    ...page,
    description: fill(page.description),
    sections: page.sections.map(({ whenDelivering, ...section }) => ({
      ...section,
      paragraphs: (delivering && whenDelivering ? whenDelivering : section.paragraphs).map(fill),
      ...(section.list ? { list: section.list.map(fill) } : {}),
    })),
  };
}

/** The hotel's one setting for where confirmed requests go (content/site.yaml). */
export function deliverySetting() {
  const [site] = entriesOf("site");
  if (!site) throw new Error("content/site.yaml is missing");
  return site.delivery;
}
