import type { Catalogue } from "~/lib/catalogue";
import type { chat as en } from "../en/chat";

/** Labels of the chat panel in Bengali (the same keys as the English). */
export const chat = {
  open: "আমাদের সঙ্গে চ্যাট করুন",
  close: "চ্যাট বন্ধ করুন",
  title: "আমাদের টিমের সঙ্গে চ্যাট করুন",
  inputLabel: "আপনার বার্তা",
  placeholder: "আপনার বার্তা লিখুন...",
  send: "বার্তা পাঠান",
  typing: "প্রতিনিধি লিখছেন...",
  you: "আপনি",
  agent: "প্রতিনিধি",
  log: "চ্যাটের বার্তা",
} satisfies Catalogue<typeof en>;
