import type { Catalogue } from "../../lib/catalogue";
import { bnDigits } from "../../lib/locale";
import type { faqText as en } from "../en/faq";

// The quoted times and names take no case ending ("দুপুর ২টা থেকে", "... হোক বা ..."), so the
// sentences read right whatever the policies and venues say.
export const faqText = {
  "check-in-out": {
    question: "চেক-ইন ও চেক-আউটের সময় কখন?",
    answer: (f) =>
      `চেক-ইন শুরু ${f.checkIn} থেকে, আর চেক-আউটের শেষ সময় ${f.checkOut}। আগেভাগে চেক-ইন বা দেরিতে চেক-আউট ঘর খালি থাকার ওপর নির্ভর করে; আমাদের ফ্রন্ট ডেস্ক খোলা থাকে ${f.timeOf("frontDesk")}, যেকোনো প্রয়োজনে সানন্দে সাহায্য করবে।`,
  },
  cancellation: {
    question: "বুকিং বাতিলের নিয়ম কী?",
    answer: (f) =>
      `চেক-ইনের ${bnDigits(f.freeCancellationHours)} ঘণ্টা আগ পর্যন্ত কোনো চার্জ ছাড়াই বুকিং বাতিল করতে পারবেন। এর পরে বাতিল করলে, কিংবা না এলে, ${f.lateCancellationCharge} কেটে রাখা হয়।`,
  },
  children: {
    question: "শিশুদের নিয়ে কি থাকা যাবে?",
    answer: (f) =>
      `অবশ্যই। ঘরের বিদ্যমান বিছানায় থাকলে ${bnDigits(f.childrenFreeUnderAge)} বছরের কম বয়সী শিশুদের জন্য কোনো ভাড়া লাগে না। বাড়তি খরচে অতিরিক্ত বিছানাও পাওয়া যায়; বুকিংয়ের সময় শুধু আমাদের জানিয়ে দিন।`,
  },
  pets: {
    question: "পোষা প্রাণী সঙ্গে আনা যাবে কি?",
    answer: (f) =>
      f.pets
        ? "হ্যাঁ, শান্ত স্বভাবের পোষা প্রাণীকে আমরা সাদরে স্বাগত জানাই। বুকিংয়ের সময় জানিয়ে দিন, যাতে আপনার ঘরটি আমরা সেভাবে তৈরি রাখতে পারি।"
        : "দুঃখিত, ঘর ও রেস্তোরাঁসহ হোটেলের কোথাও পোষা প্রাণী আনার অনুমতি নেই।",
  },
  breakfast: {
    question: "সকালের নাশতা কি ভাড়ার মধ্যে ধরা, আর কখন পরিবেশন করা হয়?",
    answer: (f) =>
      `প্রত্যেক অতিথির জন্য সকালের নাশতা ভাড়ার মধ্যেই ধরা আছে। কর্মদিবসে নাশতা পরিবেশন করা হয় ${f.timeOf("breakfastWeekdays")}, আর সাপ্তাহিক ছুটির দিনে ${f.timeOf("breakfastWeekends")}।`,
  },
  "room-service": {
    question: "রুম সার্ভিস আছে কি?",
    answer: (f) =>
      `হ্যাঁ। রুম সার্ভিস চালু থাকে ${f.timeOf("roomService")}, আর ${f.city} শহর ও আশপাশে ঘুরে দেখা বা যাতায়াতের ব্যবস্থায় সাহায্য করতে আমাদের কনসিয়ার্জ আছেন ${f.timeOf("concierge")}।`,
  },
  "dining-reservations": {
    question: "রেস্তোরাঁয় কি আগে থেকে টেবিল বুক করতে হবে?",
    answer: (f) =>
      `আমরা তা-ই পরামর্শ দিই, বিশেষ করে সাপ্তাহিক ছুটির দিনে। ${f.fineDining} হোক বা ${f.terrace}, অন্তত ${bnDigits(f.diningNoticeHours)} ঘণ্টা আগে এই পাতার ফর্মে কিংবা ফোনে টেবিল বুক করে নিন।`,
  },
} satisfies Catalogue<typeof en>;
