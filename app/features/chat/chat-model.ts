export type ChatMessage = { id: number; text: string; sender: "user" | "agent"; timestamp: number };

export const REPLY_DELAY_MS = 1500;

/** A message is sendable when it has something besides white space. */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}
