// The look of the contact card's tabs, shared by its two tab lists (contact-forms.tsx and
// reservation-requests.tsx).

export const triggerClass =
  "inline-flex items-center justify-center gap-2 rounded-full px-3 py-2.5 text-sm font-medium text-tea-800 transition-colors hover:bg-tea-50 data-[state=active]:bg-tea-700 data-[state=active]:text-white data-[state=active]:shadow-sm sm:px-5 [&_svg]:size-4 [&_svg]:shrink-0";
export const panelClass =
  "rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-4";
