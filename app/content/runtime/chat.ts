// The chat's replies and words (content/chat.yaml) and the facts its answers quote, in the build's
// language. Only the chat panel imports it, so they load when a guest opens the chat.
import entries from "virtual:content/chat";
import delivery from "virtual:content/chat-delivery";
import offers from "virtual:content/chat-offers";
import roomFeatures from "virtual:content/chat-rooms";
import serviceEntries from "virtual:content/services";
import type { ContentModule } from "../schemas/collections";

const [entry] = entries as ContentModule<"chat">;
if (!entry) throw new Error("content/chat.yaml is missing");

const [deliveryEntry] = delivery as ContentModule<"chat-delivery">;
if (!deliveryEntry) throw new Error("content/pages/order.yaml is missing");

const [servicesEntry] = serviceEntries as ContentModule<"services">;
if (!servicesEntry) throw new Error("content/services.yaml is missing");

/** A sentence of content/chat.yaml with each `{name}` replaced by its value. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The line under the chat's title, its welcome, and its replies by name: each reply's sentences
 * (placeholders still in them) and the words that point to it, in both languages.
 */
export const chat = entry;

/** Every offer, with its days and features (the chat names those running on the guest's day). */
export const chatOffers = offers as ContentModule<"chat-offers">;

/** Every room's name and features (the chat names those that include an airport transfer). */
export const chatRooms = roomFeatures as ContentModule<"chat-rooms">;

/** Where and when the kitchen delivers, and the ways to pay for an order. */
export const chatDelivery = deliveryEntry;

/** How guests park, the airport and the halal food (content/services.yaml). */
export const chatServices = servicesEntry;
