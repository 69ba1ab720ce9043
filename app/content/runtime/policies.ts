// The one set of policies and opening hours (content/policies.yaml) in the build's language: room
// pages, the booking form, the contact page, the dining page and the chat read it.
import entries from "virtual:content/policies";
import type { ContentModule } from "../schemas/collections";

const [entry] = entries as ContentModule<"policies">;
if (!entry) throw new Error("content/policies.yaml is missing");


/** Check-in and check-out, cancellation, children, pets and table notice. */
export const policies = entry.policies;

/** Opening hours of each service and restaurant, in display order. */
export const hours = entry.hours;
