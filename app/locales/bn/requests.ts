import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { requests as en } from "../en/requests";

/** নিশ্চিতকরণ পাতা ও "আমার অনুরোধ"-এর লেখা। */
export const requests = {
  kinds: {
    stay: {
      title: (ref: string) => `বুকিংয়ের অনুরোধ ${ref}`,
      greeting: "আসসালামু আলাইকুম, সুরমা রিভারসাইড হোটেল। আমি একটি রুম বুক করতে চাই।",
      closing: "অনুগ্রহ করে আমার বুকিং নিশ্চিত করুন। ধন্যবাদ!",
      changeGreeting: (ref: string) =>
        `আসসালামু আলাইকুম, সুরমা রিভারসাইড হোটেল। আমি আমার বুকিংয়ের অনুরোধ ${ref} বদলে এটি করতে চাই।`,
      changeClosing: "অনুগ্রহ করে পরিবর্তনটি নিশ্চিত করুন। ধন্যবাদ!",
    },
    hotel: {
      title: (ref: string) => `বুকিংয়ের অনুরোধ ${ref}`,
      greeting: "আসসালামু আলাইকুম, সুরমা রিভারসাইড হোটেল। আমি একটি রুম বুক করতে চাই।",
      closing: "অনুগ্রহ করে আমার রুম ও ভাড়া নিশ্চিত করুন। ধন্যবাদ!",
    },
    table: {
      title: (ref: string) => `টেবিলের অনুরোধ ${ref}`,
      greeting: "আসসালামু আলাইকুম, সুরমা রিভারসাইড হোটেল। আমি একটি টেবিল বুক করতে চাই।",
      closing: "অনুগ্রহ করে আমার টেবিল নিশ্চিত করুন। ধন্যবাদ!",
    },
    order: {
      title: (ref: string) => `অর্ডার ${ref}`,
      greeting: "আসসালামু আলাইকুম, সুরমা রিভারসাইড হোটেল। আমি অর্ডার করতে চাই।",
      closing: "অনুগ্রহ করে আমার অর্ডার নিশ্চিত করুন। ধন্যবাদ!",
    },
  },
  orderItems: (count: number) => `${bnDigits(count)}টি আইটেম`,
  orderRoomLine: (quantity: number, room: string, dates: string, party: string) =>
    `${quantity === 1 ? room : `${bnDigits(quantity)} × ${room}`}, ${dates}${
      party ? (quantity === 1 ? `, ${party}` : `, প্রতি রুমে ${party}`) : ""
    }`,
  guests: (count: number) => `${bnDigits(count)} জন অতিথি`,
  nights: (count: number) => `${bnDigits(count)} রাত`,
  party: (size: string) => `${bnDigits(size)} জন`,
  ready: "পাঠানোর জন্য তৈরি",
  notSent:
    "আপনার অনুরোধটি এই ডিভাইসে রাখা হয়েছে, কিন্তু হোটেলে এখনো কিছু পৌঁছায়নি: এই সাইট নিজে কিছু পাঠায় না। নিচের যেকোনো বোতাম দিয়ে পাঠান, আমাদের টিম উত্তর দিয়ে তা নিশ্চিত করবে।",
  /** How a request stands with the hotel's address, when the hotel has requests sent to it. */
  delivery: {
    sending: "হোটেলে পাঠানো হচ্ছে…",
    sent: (time: string) => `${time}-এ হোটেলে পাঠানো হয়েছে`,
    sentText: "এটি আমাদের রিজার্ভেশন টিমের কাছে পৌঁছেছে, তাঁরা উত্তর দিয়ে নিশ্চিত করবেন।",
    waiting: "সংযোগের অপেক্ষায়: আপনি অনলাইনে এলেই আমরা এটি পাঠিয়ে দেব",
    waitingText:
      "না যাওয়া পর্যন্ত এটি এই ডিভাইসে থাকবে, এই পাতা বন্ধ করলেও। এখনই আমাদের কাছে পৌঁছাতে নিজেই পাঠান:",
    refused: "হোটেলের ব্যবস্থা এটি নেয়নি",
    refusedText: "আপনার দিকে কোনো ভুল হয়নি। অনুগ্রহ করে এগুলোর যেকোনোটি দিয়ে আমাদের পাঠান:",
    sentShort: "হোটেলে পাঠানো হয়েছে",
    waitingShort: "পাঠানোর অপেক্ষায়",
    alsoTitle: "অথবা নিজেই পাঠান",
  },
  reference: "রেফারেন্স",
  made: "তৈরি",
  sendTitle: "হোটেলে পাঠান",
  whatsapp: "হোয়াটসঅ্যাপে পাঠান",
  email: "ই-মেইলে পাঠান",
  call: (phone: string) => `${phone} নম্বরে ফোন করুন`,
  keepTitle: "সংরক্ষণ করুন",
  calendar: "ক্যালেন্ডারে যোগ করুন",
  calendarFailed: "ক্যালেন্ডার ফাইলটি তৈরি করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
  print: "প্রিন্ট বা PDF হিসেবে সংরক্ষণ",
  opensWhatsapp: "হোয়াটসঅ্যাপ খোলে",
  status: "অবস্থা",
  statusHint: "পাঠানোর পর চিহ্নিত করে রাখুন, যাতে মনে থাকে।",
  statuses: {
    unsent: "এখনো পাঠানো হয়নি",
    whatsapp: "হোয়াটসঅ্যাপে পাঠানো হয়েছে",
    email: "ই-মেইলে পাঠানো হয়েছে",
  },
  statusSaved: (ref: string, status: string) => `${ref}: ${status}।`,
  policiesTitle: "জেনে রাখুন",
  checkInOut: (checkIn: string, checkOut: string) =>
    `চেক-ইন ${checkIn} থেকে, চেক-আউট ${checkOut}-এর মধ্যে।`,
  cancellation: (hours: number, charge: string) =>
    `চেক-ইনের ${bnDigits(hours)} ঘণ্টা আগে পর্যন্ত বিনা খরচে বাতিল করা যায়; এর পরে ${charge} কাটা হয়।`,
  noRefund: "অফেরতযোগ্য ভাড়ায় বুক করা: বাতিল করলে টাকা ফেরত দেওয়া হয় না।",
  confirmsBy: "উত্তর দেওয়ার সময় আমাদের টিম আপনার রুম ও ভাড়া নিশ্চিত করবে।",
  tableConfirms: (hours: number) =>
    `টেবিল অন্তত ${bnDigits(hours)} ঘণ্টা আগে বুক করতে হয়; উত্তর দেওয়ার সময় আমাদের টিম আপনার টেবিল নিশ্চিত করবে।`,
  orderConfirms:
    "ডেলিভারির সময় পরিশোধ: নগদ টাকা, বিকাশ, নগদ, রকেট বা দরজায় কার্ড। উত্তর দেওয়ার সময় আমাদের টিম অর্ডার ও ডেলিভারির সময় নিশ্চিত করবে।",
  allRequests: "আমার সব অনুরোধ",
  listTitle: "এই ডিভাইসে রাখা অনুরোধ",
  stored: "শুধু এই ডিভাইসের এই ব্রাউজারে রাখা থাকে, যতক্ষণ না আপনি মুছে ফেলেন। অন্য কেউ দেখতে পায় না।",
  empty: "এই ডিভাইসে এখনো আপনার কোনো অনুরোধ নেই।",
  bookRoom: "রুম বুক করুন",
  notFound: (ref: string) =>
    `${ref} নামে কোনো অনুরোধ এই ডিভাইসে নেই। হয়তো মুছে ফেলা হয়েছে, অথবা অন্য কোনো ব্রাউজারে করা হয়েছিল।`,
  delete: "মুছুন",
  deleteLabel: (ref: string) => `অনুরোধ ${ref} মুছুন`,
  deleted: (ref: string) => `অনুরোধ ${ref} মুছে ফেলা হয়েছে।`,
  view: "দেখুন ও পাঠান",
  viewLabel: (ref: string) => `অনুরোধ ${ref} দেখুন ও পাঠান`,
  message: {
    reference: "রেফারেন্স",
    replaces: "যার বদলে",
    name: "নাম",
    email: "ই-মেইল",
    phone: "ফোন",
    payment: "পেমেন্ট",
    rooms: "রুম সংখ্যা",
    guestsPerRoom: "প্রতি রুমে অতিথি",
    onDelivery: "ডেলিভারির সময়",
    atHotel: "হোটেলে, থাকা নিশ্চিত হলে",
    eachItsWay: (food: string, rooms: string) => `খাবার: ${food}। রুম: ${rooms}।`,
    restaurant: "রেস্তোরাঁ",
    date: "তারিখ",
    time: "সময়",
    party: "অতিথি",
    subtotal: "উপমোট",
    delivery: "ডেলিভারি",
    total: "মোট",
    area: "এলাকা",
    address: "ঠিকানা",
  },
  calendarTitle: (hotel: string, what: string) => `${hotel}: ${what}`,
  calendarTable: (venue: string) => `${venue}-এ টেবিল`,
  calendarNote: (ref: string, phone: string) =>
    `অনুরোধ ${ref}, হোটেলের নিশ্চিতকরণ সাপেক্ষে। যেকোনো প্রশ্নে: ${phone}।`,
} satisfies Catalogue<typeof en>;
