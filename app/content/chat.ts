// The chat's words (content/chat.yaml) and the facts its answers quote, in the build's language.
// Only the chat panel imports it, so they load when a guest opens the chat.
import entries from "virtual:content/chat";
import delivery from "virtual:content/chat-delivery";
import offers from "virtual:content/chat-offers";
import type { ContentModule } from "./collections";
import { policies } from "./policies";

const [entry] = entries as ContentModule<"chat">;
if (!entry) throw new Error("content/chat.yaml is missing");

const [deliveryEntry] = delivery as ContentModule<"chat-delivery">;
if (!deliveryEntry) throw new Error("content/pages/order.yaml is missing");

/** A sentence of content/chat.yaml with each `{name}` replaced by its value. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The line under the chat's title, its welcome, its replies (the policies' times filled in) and
 * the sentences its answers fill in with the site's facts. */
export const chat = {
  subtitle: entry.subtitle,
  welcome: entry.welcome,
  replies: entry.replies.map((reply) =>
    fill(reply, { checkIn: policies.checkIn, checkOut: policies.checkOut }),
  ),
  answers: entry.answers,
};

/** Every offer, with its days (the chat names those running on the guest's day). */
export const chatOffers = offers as ContentModule<"chat-offers">;

/** Where and when the kitchen delivers. */
export const chatDelivery = deliveryEntry;
