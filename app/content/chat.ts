// The chat's words (content/chat.yaml) in the build's language. Only the chat panel imports it,
// so they load when a guest opens the chat.
import entries from "virtual:content/chat";
import type { ContentModule } from "./collections";
import { policies } from "./policies";

const [entry] = entries as ContentModule<"chat">;
if (!entry) throw new Error("content/chat.yaml is missing");

const fill = (reply: string) =>
  reply.replace(/\{(checkIn|checkOut)\}/g, (_, name: "checkIn" | "checkOut") => policies[name]);

/** The line under the chat's title, its welcome and its replies, the policies' times filled in. */
export const chat = {
  subtitle: entry.subtitle,
  welcome: entry.welcome,
  replies: entry.replies.map(fill),
};
