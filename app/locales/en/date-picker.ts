/** The one date picker of a stay (components/layout/date-picker.tsx): its words, wherever dates are chosen. */
export const datePicker = {
  /** In the button while no date is chosen. */
  chooseDate: "Select a date",
  /** In check-out's button while check-in is not chosen. */
  chooseCheckInFirst: "Choose check-in first",
  calendarLabel: (field: string) => `Choose your ${field.toLowerCase()}`,
  calendarLoading: "Loading calendar…",
  calendarHint: "Arrow keys move between days, Enter chooses, Escape closes.",
};
