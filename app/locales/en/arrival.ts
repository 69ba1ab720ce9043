/**
 * A stay's arrival details on its page in My requests (`~/locale/arrival`): what a guest needs on
 * the day, kept on the device.
 */
export const arrival = {
  title: "Your arrival",
  intro: "Kept on this device: this page opens without a connection, and prints on one page.",
  address: "Address",
  map: "Open in Google Maps",
  desk: "Front desk",
  whatsapp: "WhatsApp us",
  hello: (reference: string) => `Hello, about my reservation request ${reference}: `,
} as const;
