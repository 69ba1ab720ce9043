/** The shared photo lightbox's words (components/ui/lightbox.tsx), for the pages that open one. */
export const photoViewer = {
  close: "Close",
  previous: "Previous photo",
  next: "Next photo",
  position: (current: number, total: number) => `Photo ${current} of ${total}`,
} as const;
