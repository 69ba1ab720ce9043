import type { Catalogue } from "~/lib/catalogue";
import type { contactDetails as en } from "../en/contact-details";

/** Labels of the hotel's details, opening hours and map in Bengali (the same keys as the English). */
export const contactDetails = {
  address: "ঠিকানা",
  phone: "ফোন",
  email: "ই-মেইল",

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
  // Bengali has no letter case, so the meal is used as it is (English lower-cases it mid-phrase).
  venueMeal: (venue: string, meal: string) => `${venue}, ${meal}`,

  openInMaps: "গুগল ম্যাপসে খুলুন",
  opensInNewTab: "(নতুন ট্যাবে খুলবে)",
  mapRiver: "সুরমা নদী",
} satisfies Catalogue<typeof en>;
