/** Labels of the legal pages (their texts are content/legal/<page>.yaml). */
export const legal = {
  lastUpdatedLabel: "Last updated",
  contents: "On this page",
  email: "E-mail",
  phone: "Phone",
} as const;
