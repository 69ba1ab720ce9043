import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { blog as en } from "../en/blog";

/** Strings of the blog area in Bengali (the same keys as the English, checked by the compiler). */
export const blog = {
  notFoundTitle: "লেখাটি পাওয়া যায়নি",
  notFoundText: "আপনি যে লেখাটি খুঁজছেন সেটি নেই, অথবা অন্য কোথাও সরিয়ে নেওয়া হয়েছে।",
  back: "ব্লগে ফিরে যান",

  listEyebrow: "আমাদের জার্নাল থেকে",
  listHeading: "সাম্প্রতিক লেখা",
  listIntro:
    "হোটেল আর তার চারপাশের পাহাড়ের গল্প: উৎসব, আমাদের রান্নাঘরের রেসিপি, আর সেই ছোট ছোট পরিবর্তন, যা প্রতিটি থাকাকে আরও পরিবেশবান্ধব করে তোলে।",
  categories: {
    Events: "অনুষ্ঠান",
    Dining: "খাবারদাবার",
    Sustainability: "পরিবেশবান্ধব উদ্যোগ",
    Announcements: "ঘোষণা",
  },
  byline: (author: string) => `লিখেছেন ${author}`,
  readTime: (minutes: number) => `পড়তে ${bnDigits(minutes)} মিনিট`,
  readMore: "আরও পড়ুন",
  /** Starts with the visible text, so voice users can say what they see (WCAG 2.5.3). */
  readMoreLabel: (title: string) => `আরও পড়ুন: ${title}`,
  loadMore: "আরও লেখা দেখুন",

  postMeta: "এই লেখা সম্পর্কে",
  published: "প্রকাশিত",
  author: "লেখক",
  readTimeLabel: "পড়ার সময়",

  relatedHeading: "সম্পর্কিত লেখা",
  // Bengali has no letter case; quoting the category reads naturally for every category name.
  relatedIntro: (category: string) => `সুরমার তীর থেকে ‘${category}’ বিভাগের আরও লেখা।`,
  relatedEmptyTitle: "এখনো কোনো সম্পর্কিত লেখা নেই",
  relatedEmptyText: (category: string) =>
    `‘${category}’ বিভাগে এখন পর্যন্ত এটিই আমাদের একমাত্র লেখা। আরও লেখা আসছে; ততক্ষণ আমাদের জার্নালের বাকি লেখাগুলো আপনার অপেক্ষায়।`,
  browseAll: "সব লেখা দেখুন",
} satisfies Catalogue<typeof en>;
