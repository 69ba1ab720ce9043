import type { Catalogue } from "../../lib/catalogue";
import type { policiesText as en } from "../en/policies";

// Times read the way Bangladesh says them: part of the day, then the clock (বিকেল ৫:৩০).
export const policiesText = {
  policies: {
    checkIn: "দুপুর ২টা",
    checkOut: "দুপুর ১২টা",
    lateCancellationCharge: "এক রাতের ভাড়া",
  },
  hours: {
    frontDesk: { days: "প্রতিদিন", time: "২৪ ঘণ্টা" },
    concierge: { days: "প্রতিদিন", time: "সকাল ৭:০০ – রাত ১১:০০" },
    roomService: { days: "প্রতিদিন", time: "সকাল ৬:০০ – রাত ১২:০০" },
    fineDining: { days: "মঙ্গলবার – রবিবার", time: "বিকেল ৫:৩০ – রাত ১০:৩০" },
    terraceLunch: { days: "প্রতিদিন", time: "সকাল ১১:৩০ – দুপুর ২:৩০" },
    terraceDinner: { days: "প্রতিদিন", time: "সন্ধ্যা ৬:০০ – রাত ৯:৩০" },
    bar: { days: "প্রতিদিন", time: "দুপুর ১২:০০ – রাত ১২:০০" },
    breakfastWeekdays: { days: "কর্মদিবস", time: "সকাল ৬:৩০ – সকাল ১০:৩০" },
    breakfastWeekends: { days: "সাপ্তাহিক ছুটির দিন", time: "সকাল ৭:০০ – সকাল ১১:০০" },
  },
} satisfies Catalogue<typeof en>;
