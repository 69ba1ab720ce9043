/** Month names, for "March 2025" under a guest's review (app/locales/month-year.ts says why not Intl). */
export const months =
  "January February March April May June July August September October November December";
