// The contact page's sections that do nothing in the browser, in one chunk for the static islands
// of routes/contact.tsx (docs/decisions/0010).
export { ContactDetails } from "./contact-details";
export { FaqList } from "./faq-list";
export { MapCard } from "./map-card";
export { OpeningHours } from "./opening-hours";
