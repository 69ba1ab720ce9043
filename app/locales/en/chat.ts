/** Labels of the chat panel (its welcome and replies are content/chat.yaml). */
export const chat = {
  open: "Chat with us",
  close: "Close chat",
  title: "Chat with our team",
  inputLabel: "Your message",
  placeholder: "Type your message...",
  send: "Send message",
  typing: "Agent is typing...",
  you: "You",
  agent: "Agent",
  log: "Chat messages",
} as const;
