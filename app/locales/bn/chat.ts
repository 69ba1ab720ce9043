import { hourNames } from "./hour-names";
import type { Catalogue } from "~/lib/catalogue";
import type { chat as en } from "../en/chat";

/** Labels of the chat panel in Bengali (the same keys as the English). */
export const chat = {
  open: "আমাদের সঙ্গে চ্যাট করুন",
  close: "চ্যাট বন্ধ করুন",
  title: "আমাদের সহকারীকে জিজ্ঞেস করুন",
  inputLabel: "আপনার বার্তা",
  placeholder: "আপনার বার্তা লিখুন...",
  send: "বার্তা পাঠান",
  typing: "প্রতিনিধি লিখছেন...",
  you: "আপনি",
  agent: "প্রতিনিধি",
  log: "চ্যাটের বার্তা",
  automated:
    "এখানে একটি স্বয়ংক্রিয় সহকারী আমাদের ওয়েবসাইটের তথ্য থেকে উত্তর দেয়। অন্য কিছু জানতে আমাদের টিমের সঙ্গে কথা বলুন।",
  quickRepliesLabel: "সাধারণ প্রশ্ন",
  quickReplies: [
    { label: "চেক-ইনের সময়", question: "চেক-ইন কখন?" },
    { label: "সকালের নাশতা", question: "সকালের নাশতা কি থাকার সঙ্গে আছে?" },
    { label: "ভাড়া", question: "রুমের ভাড়া কত টাকা?" },
    { label: "খোলার সময়", question: "রেস্তোরাঁ কখন খোলা থাকে?" },
    { label: "কীভাবে আসবেন", question: "হোটেলে কীভাবে আসব?" },
    { label: "মানুষের সঙ্গে কথা বলুন", question: "আমি একজন মানুষের সঙ্গে কথা বলতে চাই।" },
  ],
  contactLabel: "আমাদের টিমের সঙ্গে কথা বলুন",
  whatsapp: "হোয়াটসঅ্যাপে লিখুন",
  call: (phone: string) => `ফোন করুন ${phone}`,
  and: "ও",
  hoursLabels: hourNames,
} satisfies Catalogue<typeof en>;
