import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { checkout as en } from "../en/checkout";

/** চেকআউটের শব্দ: ডায়ালগের সঙ্গে আসে, কার্টের পাতার সঙ্গে নয়। */
export const checkout = {
  title: "চেকআউট",
  description:
    "শুধু যোগাযোগ আর ডেলিভারির জন্য যা দরকার। আপনি নিজে আমাদের অর্ডার না পাঠানো পর্যন্ত কিছুই সংরক্ষণ করা বা পাঠানো হয় না।",
  totalToPay: "মোট পরিশোধযোগ্য",
  name: "পুরো নাম",
  phone: "ফোন",
  phoneHint: "দেশের কোডসহ, যেমন +৮৮০ ১৭১২ ৩৪৫৬৭৮।",
  area: "ডেলিভারির এলাকা",
  chooseArea: "আপনার এলাকা বেছে নিন",
  areaHint: "সিলেটের এই এলাকাগুলোতে আমরা ডেলিভারি দিই।",
  address: "ডেলিভারির ঠিকানা",
  addressHint: "বাড়ি, রাস্তা আর এমন একটি চিহ্ন, যা দেখে আমাদের রাইডার খুঁজে পাবেন।",
  payment:
    "ডেলিভারির সময় পরিশোধ: নগদ টাকা, বিকাশ, নগদ, রকেট অথবা দরজায় কার্ড। এখানে আমরা কখনো কার্ড নম্বর চাই না।",
  stayPayment: "রুম: বুকিংয়ের অনুরোধ, হোটেল নিশ্চিত করবে। এখন কিছুই নেওয়া হয় না; পরিশোধ হোটেলে।",
  errorsTitle: (count: number) => `অনুগ্রহ করে ${bnDigits(count)}টি ঘর ঠিক করুন।`,
  errors: {
    nameRequired: "অনুগ্রহ করে আপনার নাম লিখুন।",
    phoneInvalid: "অনুগ্রহ করে ৭ থেকে ১৫ অঙ্কের একটি ফোন নম্বর লিখুন, যেমন +৮৮০ ১৭১২ ৩৪৫৬৭৮।",
    areaRequired: "অনুগ্রহ করে ডেলিভারির এলাকা বেছে নিন।",
    addressRequired: "অনুগ্রহ করে ডেলিভারির ঠিকানা লিখুন।",
    tooLong: (max: number) => `অনুগ্রহ করে ${bnDigits(max)} অক্ষরের মধ্যে লিখুন।`,
  },
  cancel: "বাতিল",
  close: "চেকআউট বন্ধ করুন",
  place: "অর্ডার দিন",
} satisfies Catalogue<typeof en>;
