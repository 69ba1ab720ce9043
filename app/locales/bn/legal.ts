import type { Catalogue } from "~/lib/catalogue";
import type { legal as en } from "../en/legal";

/** Labels of the legal pages in Bengali (the same keys as the English). */
export const legal = {
  lastUpdatedLabel: "সর্বশেষ হালনাগাদ:",
  contents: "এই পাতায় যা আছে",
  email: "ই-মেইল",
  phone: "ফোন",
} satisfies Catalogue<typeof en>;
