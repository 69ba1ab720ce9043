import { formatTime } from "~/content/schemas/collections/hours-format";
import { formatWeekdayDate } from "~/i18n/format";
import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { changeCancel as en } from "../en/change-cancel";

const at = (day: string, time: string) =>
  `${formatWeekdayDate(day, "bn-BD")}, ${formatTime(time, "bn")} (সিলেটের সময়)`;

/** "প্রথম রাতের", or "২টি রুমের প্রতিটির প্রথম রাতের". */
const firstNight = (rooms: number) =>
  rooms > 1 ? `${bnDigits(rooms)}টি রুমের প্রতিটির প্রথম রাতের` : "প্রথম রাতের";

/** "আমার অনুরোধ"-এ রাখা বুকিং বদলানো ও বাতিল করা। */
export const changeCancel = {
  title: "বদলান বা বাতিল করুন",
  lead: "পরিকল্পনা বদলেছে? অনুরোধটি বদলান বা বাতিল করুন; দুই ক্ষেত্রেই হোটেল আপনার কাছ থেকে জানবে।",
  change: "বদলান",
  changeLabel: (ref: string) => `অনুরোধ ${ref} বদলান`,
  cancel: "বাতিল করুন",
  cancelLabel: (ref: string) => `অনুরোধ ${ref} বাতিল করুন`,
  confirmTitle: (ref: string) => `অনুরোধ ${ref} বাতিল করবেন?`,
  cost: {
    free: (day: string, time: string) =>
      `এখন বাতিল করতে কোনো খরচ নেই: নমনীয় ভাড়ায় ${at(day, time)} পর্যন্ত বিনা খরচে বাতিল করা যায়।`,
    late: (amount: string, day: string, time: string, rooms: number) =>
      `বিনা খরচে বাতিলের সময় ${at(day, time)}-এ শেষ হয়েছে: এখন বাতিল করলে ${firstNight(rooms)} ভাড়া ${amount} কাটা হবে।`,
    nonRefundable: (amount: string) =>
      `এই বুকিং অফেরতযোগ্য ভাড়ায়: বাতিল করলে পুরো ${amount} কাটা হবে।`,
    unknown: "বাতিল করতে কোনো খরচ লাগলে আমাদের টিম উত্তরে জানাবে।",
  },
  send: "বাতিলের অনুরোধ পাঠান",
  keep: "অনুরোধটি রাখুন",
  states: {
    sent: "বাতিলের অনুরোধ হোটেলে পাঠানো হয়েছে",
    waiting: "বাতিলের অনুরোধ পাঠানোর অপেক্ষায়",
    unsent: "বাতিলের অনুরোধ এখনো পাঠানো হয়নি",
    whatsapp: "বাতিলের অনুরোধ হোয়াটসঅ্যাপে পাঠানো হয়েছে",
    email: "বাতিলের অনুরোধ ই-মেইলে পাঠানো হয়েছে",
  },
  sendYourself:
    "বাতিলের অনুরোধটি এই ডিভাইসে রাখা আছে, কিন্তু এখনো হোটেলে পৌঁছায়নি। নিচের যেকোনো বোতাম দিয়ে পাঠান:",
  sentText: (time: string) =>
    `${time}-এ এটি আমাদের রিজার্ভেশন টিমের কাছে পৌঁছেছে; তাঁরা উত্তর দিয়ে নিশ্চিত করবেন।`,
  waitingText: "এটি এই ডিভাইসে রাখা আছে এবং আপনি অনলাইনে এলেই যাবে। এখনই যোগাযোগ করতে নিজে পাঠান:",
  refusedText: "হোটেলের সিস্টেম এটি নেয়নি। অনুগ্রহ করে এর যেকোনো একটি দিয়ে পাঠান:",
  status: "বাতিলের অবস্থা",
  changedBy: (ref: string) => `বদলানো হয়েছে: নতুন অনুরোধ ${ref}`,
  message: {
    greeting: (ref: string) =>
      `আসসালামু আলাইকুম, সুরমা রিভারসাইড হোটেল। আমি আমার বুকিংয়ের অনুরোধ ${ref} বাতিল করতে চাই।`,
    closing: "অনুগ্রহ করে বাতিল নিশ্চিত করুন। ধন্যবাদ!",
    subject: (ref: string, what: string) => `বুকিংয়ের অনুরোধ ${ref} বাতিল: ${what}`,
    cost: "বাতিলের খরচ",
    free: (day: string, time: string) => `বিনা খরচে (${at(day, time)}-এর আগে)`,
    late: (amount: string, rooms: number) => `${amount} (${firstNight(rooms)})`,
    nonRefundable: (amount: string) => `${amount} (অফেরতযোগ্য ভাড়া)`,
    unknown: "হোটেল নিশ্চিত করবে",
  },
} satisfies Catalogue<typeof en>;
