import { createContext, use } from "react";
import { en, type Messages } from "./en";

const MessagesContext = createContext<Messages>(en);

export const MessagesProvider = MessagesContext.Provider;

/** The active locale's catalogue. */
export function useMessages(): Messages {
  return use(MessagesContext);
}
