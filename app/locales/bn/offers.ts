import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { offers as en } from "../en/offers";

/** Strings of the offers area in Bengali (the same keys as the English, checked by the compiler). */
export const offers = {
  listEyebrow: "প্যাকেজ ও প্রমোশন",
  listHeading: "চলতি অফার",
  listIntro:
    "আপনার থাকাকে আরও উপভোগ্য করার নানা উপায়; সরাসরি আমাদের কাছে বুক করলেই পাবেন আমাদের দেওয়া সবচেয়ে ভালো রেট।",
  popular: "সবচেয়ে জনপ্রিয়",
  noneRunning: "আজ কোনো অফার চলছে না।",
  noneRunningAsk: "আপনার তারিখে আমরা কী করতে পারি, আমাদের টিম জানাবে:",
  askWhatsapp: "হোয়াটসঅ্যাপে জিজ্ঞেস করুন",
  askEmail: "ই-মেইল করুন",
  askSubject: "আমার তারিখের অফার",
  askText: "হ্যালো, আমার পছন্দের তারিখে কোনো অফার আছে কি? আমার তারিখ: ",
  noneRunningNews: "নতুন অফারের খবর সবার আগে যায় আমাদের নিউজলেটারে:",
  noneRunningLink: "নিচে সাইন আপ করুন",
  validUntil: (date: string) => `${date} পর্যন্ত প্রযোজ্য`,
  includes: "যা যা থাকছে",
  book: "অফারটি বুক করুন",
  // Starts with the visible text, so voice users can say what they see (WCAG 2.5.3).
  bookLabel: (title: string) => `অফারটি বুক করুন: ${title}`,

  howEyebrow: "মাত্র তিনটি সহজ ধাপ",
  howHeading: "কীভাবে বুক করবেন",
  howIntro: "অফার নিতে লাগে মাত্র কয়েক মিনিট, আর প্রতিটি বুকিং আমাদের টিম নিজে নিশ্চিত করে।",
  steps: [
    {
      title: "অফার বেছে নিন",
      text: "আপনার থাকার সঙ্গে মানানসই প্যাকেজটি বেছে নিন, আর এর মেয়াদ ও ন্যূনতম কত রাত থাকতে হবে তা দেখে নিন।",
    },
    {
      title: "রুম রিজার্ভ করুন",
      text: "‘অফারটি বুক করুন’ বোতামে চাপুন: বুকিং ফর্ম অফারটি বেছে নিয়েই খুলবে। তারিখ ও রুম বেছে নিন, অফারে কত সাশ্রয় হয় ফর্মেই দেখবেন।",
    },
    {
      title: "থাকাটা উপভোগ করুন",
      text: "আমরা ই-মেইলে অফারটি নিশ্চিত করি; আপনি পৌঁছালেই পাবেন ছাড় আর বাড়তি সব সুবিধা।",
    },
  ],
  stepLabel: (n: number) => `ধাপ ${bnDigits(n)}`,

  termsHeading: "শর্তাবলি",
  terms: [
    "অফারগুলো প্রাপ্যতা সাপেক্ষে, এবং শুধু সরাসরি হোটেলের সঙ্গে করা নতুন বুকিংয়ের ক্ষেত্রে প্রযোজ্য।",
    "একটি অফারের সঙ্গে অন্য কোনো অফার, ছাড় বা প্রমোশন একসঙ্গে নেওয়া যাবে না।",
    "শতাংশ হিসেবে দেওয়া ছাড় শুধু রুম ভাড়ার ওপর প্রযোজ্য, কর ও সার্ভিস চার্জ যোগ হওয়ার আগে।",
    "প্রতিটি অফারে দেখানো মেয়াদের মধ্যেই থাকা শেষ করতে হবে। ঈদ ও পহেলা বৈশাখের সময় কিছু তারিখে অফার প্রযোজ্য না-ও হতে পারে।",
    "ডাইনিং ক্রেডিট ও অন্তর্ভুক্ত খাবার শুধু থাকার সময়েই ব্যবহার করা যাবে; এগুলোর বদলে নগদ টাকা দেওয়া হয় না।",
  ],
  // The charge arrives in Bengali ("এক রাতের ভাড়া", content/policies.yaml).
  cancellationTerm: (hours: number, charge: string) =>
    `বুকিং বাতিলে আমাদের সাধারণ নীতি প্রযোজ্য: চেক-ইনের ${bnDigits(hours)} ঘণ্টা আগে পর্যন্ত বাতিল করা বিনামূল্যে; এর পরে বাতিল করলে ${charge} চার্জ করা হয়।`,

  newsletterEyebrow: "খবর রাখুন",
  newsletterHeading: "নতুন অফারের খবর সবার আগে পান",
} satisfies Catalogue<typeof en>;
