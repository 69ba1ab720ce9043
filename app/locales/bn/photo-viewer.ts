import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { photoViewer as en } from "../en/photo-viewer";

export const photoViewer = {
  close: "বন্ধ করুন",
  previous: "আগের ছবি",
  next: "পরের ছবি",
  position: (current: number, total: number) =>
    `${bnDigits(total)}টি ছবির মধ্যে ${bnDigits(current)} নম্বর`,
} satisfies Catalogue<typeof en>;
