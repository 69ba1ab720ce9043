/** Strings of the chat panel, read with `useChatMessages()`: bundled with the panel, loaded on open. */
export const chatMessages = {
  open: "Chat with us",
  close: "Close chat",
  title: "Chat with our team",
  subtitle: "We usually reply in a moment",
  welcome: "Welcome to Surma Riverside Hotel! How can we help you today?",
  inputLabel: "Your message",
  placeholder: "Type your message...",
  send: "Send message",
  typing: "Agent is typing...",
  you: "You",
  agent: "Agent",
  log: "Chat messages",
  /** The seven canned replies; the policy times come from content/policies.ts. */
  replies: ({ checkIn, checkOut }: { checkIn: string; checkOut: string }) => [
    "Hello! Thank you for reaching out. How may I assist you with your stay?",
    "Good news: we are offering 20% off weekday stays this month. Would you like me to check dates for you?",
    `Check-in is from ${checkIn} and check-out is by ${checkOut}. Early check-in is subject to availability.`,
    "Free Wi-Fi, breakfast, the swimming pool and the fitness centre are all included in your stay.",
    "Let me check availability for you. Which dates and room type are you interested in?",
    "Our chefs gladly cater for dietary needs, including vegetarian, vegan, halal and gluten-free meals. Just let us know.",
    "I'll connect you with our reservations team, who will contact you shortly to finalise the details.",
  ],
} as const;
