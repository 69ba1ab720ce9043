import type { Catalogue } from "~/lib/catalogue";
import type { contact as en } from "../en/contact";

/** Labels of the contact page's forms in Bengali (the same keys as the English). */
export const contact = {
  // Meals, in the opening hours and the dining request form
  meals: {
    fineDining: "রাতের খাবার",
    terraceLunch: "দুপুরের খাবার",
    terraceDinner: "রাতের খাবার",
  },

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
      ready: "আপনার অনুরোধ পাঠানোর জন্য তৈরি",
      sending: "আপনার অনুরোধ হোটেলে পাঠানো হচ্ছে",
      title: "আপনার অনুরোধটি রাখা যায়নি",
      text: "অনুরোধটি এই ডিভাইসে রাখা যায়নি। অনুগ্রহ করে আপনার তারিখসহ আমাদের ফোন করুন বা হোয়াটসঅ্যাপে মেসেজ দিন, আমাদের টিম তা নিশ্চিত করবে।",
    },
    saved: (ref: string) =>
      `অনুরোধ ${ref} এই ডিভাইসে রাখা হয়েছে; আমাদের কাছে এখনো কিছু পৌঁছায়নি। এর পাতা থেকে হোয়াটসঅ্যাপে বা ই-মেইলে পাঠান, আমাদের টিম তা নিশ্চিত করবে।`,
    sending: (ref: string) =>
      `অনুরোধ ${ref} আমাদের রিজার্ভেশন টিমের কাছে যাচ্ছে, তাঁরা উত্তর দিয়ে তা নিশ্চিত করবেন। আমাদের কাছে কখন পৌঁছাল, তা "আমার অনুরোধ" পাতায় দেখা যাবে।`,
    open: (ref: string) => `অনুরোধ ${ref} খুলুন`,
    messageDelivery: {
      sending: { title: "আপনার বার্তা পাঠানো হচ্ছে…", text: "একটু অপেক্ষা করুন।" },
      sent: (time: string) => ({
        title: "বার্তা সফলভাবে পাঠানো হয়েছে!",
        text: `${time}-এ এটি আমাদের টিমের কাছে পৌঁছেছে। আমরা শিগগিরই আপনার সঙ্গে যোগাযোগ করব।`,
      }),
      waiting: {
        title: "আপনার বার্তা সংযোগের অপেক্ষায়",
        text: "আপনি অনলাইনে এলেই এটি যাবে, এই পাতা ছেড়ে গেলেও। এখনই আমাদের কাছে পৌঁছাতে ফোন করুন বা হোয়াটসঅ্যাপে লিখুন।",
      },
      refused: {
        title: "আপনার বার্তা পাঠানো যায়নি",
        text: "আমাদের ব্যবস্থা এটি নেয়নি। অনুগ্রহ করে ফোন করুন, অথবা ই-মেইল বা হোয়াটসঅ্যাপে লিখুন।",
      },
    },
    kept: (ref: string) => `আপনার অনুরোধ ${ref} "আমার অনুরোধ" পাতায় রাখা আছে।`,
  },
} satisfies Catalogue<typeof en>;
