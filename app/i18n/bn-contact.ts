import type { Catalogue } from "~/lib/catalogue";
import type { PageCopy } from "./en-pages";
import type { contactMessages as en } from "./en-contact";

/** Strings of the contact area in Bengali (same keys as en-contact.ts). */
export const contactMessages = {
  // Contact details
  detailsEyebrow: "যোগাযোগ করুন",
  detailsTitle: "আপনার কথা শুনতে আমরা সবসময় আগ্রহী",
  detailsIntro:
    "ফোন করুন, লিখুন কিংবা সরাসরি চলে আসুন: আমাদের ফ্রন্ট ডেস্ক দিনরাত খোলা, আর প্রতিটি বার্তার উত্তর আমরা দিই।",
  address: "ঠিকানা",
  phone: "ফোন",
  email: "ই-মেইল",
  callUs: (phone: string) => `${phone} নম্বরে আমাদের ফোন করুন`,
  emailUs: (email: string) => `${email} ঠিকানায় আমাদের ই-মেইল করুন`,

  // Hours
  hoursTitle: "খোলার সময়",
  hoursGroups: { hotel: "হোটেলে", dining: "রেস্তোরাঁ ও বার" },
  hoursLabels: {
    frontDesk: "ফ্রন্ট ডেস্ক",
    concierge: "কনসিয়ার্জ",
    roomService: "রুম সার্ভিস",
    breakfastWeekdays: "সকালের নাশতা, কর্মদিবসে",
    breakfastWeekends: "সকালের নাশতা, সাপ্তাহিক ছুটির দিনে",
    bar: "বার ও লাউঞ্জ",
  },
  meals: {
    fineDining: "রাতের খাবার",
    terraceLunch: "দুপুরের খাবার",
    terraceDinner: "রাতের খাবার",
  },
  // Bengali has no letter case, so the meal is used as it is (English lower-cases it mid-phrase).
  venueMeal: (venue: string, meal: string) => `${venue}, ${meal}`,

  // Map placeholder
  mapEyebrow: "কীভাবে আসবেন",
  mapTitle: "শহরের প্রাণকেন্দ্রে",
  mapText: "সুরমা নদীর তীর আর শহরের কেন্দ্রের দোকানপাট ও ক্যাফে থেকে অল্প একটু হাঁটাপথ।",
  openInMaps: "গুগল ম্যাপসে খুলুন",
  opensInNewTab: "(নতুন ট্যাবে খুলবে)",
  mapRiver: "সুরমা নদী",

  // Forms
  formEyebrow: "আমাদের লিখুন",
  formTitle: "বার্তা পাঠান বা রিজার্ভেশনের অনুরোধ করুন",
  tabsLabel: "আপনি কী করতে চান?",
  tabs: { contact: "যোগাযোগ করুন", reservation: "রিজার্ভেশন করুন" },
  requiredNote: "‘ঐচ্ছিক’ লেখা ঘরগুলো ছাড়া বাকি সব ঘর পূরণ করা আবশ্যক।",
  /** The validation code could not load (a dropped connection); what was typed stays. */
  validationUnavailable:
    "এই মুহূর্তে ফর্মটি যাচাই করা গেল না। অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন; আপনার লেখা কিছুই হারায়নি।",
  optional: "ঐচ্ছিক",
  noScript:
    "এই ফর্মগুলো ব্যবহার করতে জাভাস্ক্রিপ্ট চালু থাকা দরকার। চাইলে যেকোনো সময় ফোন বা ই-মেইলেও যোগাযোগ করতে পারেন; বিস্তারিত তথ্য এই পাতাতেই আছে।",

  fields: {
    name: "পুরো নাম",
    email: "ই-মেইল",
    phone: "ফোন",
    subject: "বিষয়",
    message: "বার্তা",
  },
  placeholders: {
    email: "you@example.com",
    message: "কীভাবে আপনাকে সাহায্য করতে পারি?",
    requests: "খাবার নিয়ে বিশেষ চাহিদা, কোনো উদ্‌যাপন, নিরিবিলি একটি টেবিল...",
  },
  hints: {
    phone: "বাংলাদেশের বাইরে থাকলে দেশের কোডসহ লিখুন।",
  },
  subjects: {
    general: "সাধারণ জিজ্ঞাসা",
    reservation: "রিজার্ভেশন",
    feedback: "মতামত",
    other: "অন্যান্য",
  },

  sendMessage: "বার্তা পাঠান",

  success: {
    message: {
      title: "বার্তা সফলভাবে পাঠানো হয়েছে!",
      text: "আমাদের সঙ্গে যোগাযোগ করার জন্য ধন্যবাদ। খুব শিগগিরই আমরা আপনাকে উত্তর দেব।",
    },
    reservation: {
      title: "রিজার্ভেশনের অনুরোধ পেয়েছি!",
      text: "খুব শিগগিরই আমরা ই-মেইল বা ফোনে আপনার রিজার্ভেশনের বিস্তারিত নিশ্চিত করব।",
    },
  },

  // FAQ
  faqEyebrow: "জেনে রাখা ভালো",
  faqTitle: "সচরাচর জিজ্ঞাসিত প্রশ্ন",
  faqIntro:
    "আপনার থাকা আর খাওয়াদাওয়া নিয়ে প্রশ্নের চটজলদি উত্তর। আর কিছু জানার থাকলে নির্দ্বিধায় জিজ্ঞেস করুন।",
} satisfies Catalogue<typeof en>;

export const contactPage = {
  photoAlt: "রাতের আলোয় হোটেলের প্রবেশপথ",
  title: "যোগাযোগ ও রিজার্ভেশনের অনুরোধ",
  description:
    "সিলেটের জিন্দাবাজারে সুরমা রিভারসাইড হোটেলে ফোন বা ই-মেইল করুন, কিংবা চলে আসুন। বার্তা পাঠান, রুম বা টেবিলের অনুরোধ করুন, আর সাধারণ প্রশ্নের উত্তর জেনে নিন।",
  heading: "যোগাযোগ করুন",
  intro:
    "আমাদের টিম দিনরাত আপনার পাশে আছে। বার্তা পাঠান, কিংবা রুম বা টেবিলের অনুরোধ করুন, আমরা শিগগিরই উত্তর দেব।",
} satisfies PageCopy;
