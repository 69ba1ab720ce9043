import { hourNames } from "./hour-names";

/** Labels of the chat panel (its welcome and its replies, keyed by name, are content/chat.yaml). */
export const chat = {
  open: "Chat with us",
  close: "Close chat",
  /** An automated assistant answers, and says so: the title does not promise a person. */
  title: "Ask our assistant",
  inputLabel: "Your message",
  placeholder: "Type your message...",
  send: "Send message",
  typing: "Agent is typing...",
  you: "You",
  agent: "Agent",
  log: "Chat messages",
  automated:
    "An automated assistant answers here from our website's information. For anything else, talk to our team.",
  quickRepliesLabel: "Common questions",
  // Each button sends its question; the order matches quickReplyKinds in features/chat/chat-match.ts.
  quickReplies: [
    { label: "Check-in time", question: "What time is check-in?" },
    { label: "Breakfast", question: "Is breakfast included?" },
    { label: "Prices", question: "How much is a room?" },
    { label: "Opening hours", question: "When is the restaurant open?" },
    { label: "Directions", question: "How do I get there?" },
    { label: "Talk to a person", question: "I'd like to talk to a person." },
  ],
  contactLabel: "Talk to our team",
  whatsapp: "WhatsApp us",
  call: (phone: string) => `Call ${phone}`,
  // Joins the last two items of a list in a sentence: "A, B and C".
  and: "and",
  hoursLabels: hourNames,
} as const;
