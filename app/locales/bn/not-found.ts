import type { Catalogue } from "~/lib/catalogue";
import type { notFound as en } from "../en/not-found";

export const notFound = {
  home: "হোম পেজে ফিরে যান",
  search: "পাতা খুঁজুন",
  destinations: "অথবা বেছে নিন কোথায় যাবেন",
} satisfies Catalogue<typeof en>;
