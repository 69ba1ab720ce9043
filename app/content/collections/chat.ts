// The chat's words: content/chat.yaml. The chat is a demonstration: a guest's message is answered
// after a moment with one of these replies, so they are the hotel's own words, in both languages.
import { z } from "zod";
import type { Locale } from "../../lib/locale";
import { text } from "./fields.ts";

/** The policies a reply may quote, filled in from content/policies.yaml. */
export const chatPlaceholders = ["checkIn", "checkOut"] as const;

const reply = text(
  "one reply, a sentence or two; write the check-in and check-out times as {checkIn} and {checkOut} so they always match the policies",
  10,
  300,
).refine((value) => [...value.matchAll(/\{([^{}]*)\}/g)].every(([, name]) => chatPlaceholders.includes(name as never)), {
  message: "an unknown placeholder; the known ones are {checkIn} and {checkOut}",
});

const ChatWords = z.strictObject({
  subtitle: text("the line under the chat's title, such as how soon the team replies", 1, 60).meta({
    label: "Line under the title",
  }),
  welcome: text("the first message a guest sees when the chat opens", 10, 200).meta({
    label: "Welcome message",
  }),
  replies: z
    .array(reply.meta({ label: "Reply" }))
    .min(1)
    .describe("the replies, one of which answers each message a guest sends")
    .meta({ label: "Replies" }),
});

export const ChatFile = z
  .strictObject({ en: ChatWords, bn: ChatWords })
  .refine((file) => file.bn.replies.length === file.en.replies.length, {
    message: "the Bengali has a different number of replies from the English",
    path: ["bn", "replies"],
  });

type ChatFileData = z.output<typeof ChatFile>;

export function localizeChat(id: string, file: ChatFileData, locale: Locale) {
  return { id, order: 0, ...file[locale] };
}

export const chat = {
  folder: "",
  only: "chat",
  file: ChatFile,
  localize: localizeChat,
  editor: { label: "Chat", create: false },
} as const;

export const chatModules = {
  chat: { collection: "chat", pick: (entry: ReturnType<typeof localizeChat>) => entry },
} as const;
