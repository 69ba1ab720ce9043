import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { chatMessages as bnChatMessages } from "./bn-chat";
import { chatMessages as enChatMessages } from "./en-chat";
import { defineMessages } from "./messages";

/** The chat area in this build's language (docs/decisions/0007); only its routes load it. */
export const chatMessages: Catalogue<typeof enChatMessages> =
  LOCALE === "bn" ? bnChatMessages : enChatMessages;
export const useChatMessages = defineMessages(chatMessages);
