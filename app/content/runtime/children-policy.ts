// The children policy, one sentence in the build's language (content/policies.yaml), stated word
// for word by the room pages, the booking form, the FAQ, the terms and the chat.
import entries from "virtual:content/children-policy";
import type { ContentModule } from "../schemas/collections";

const [sentence] = entries as ContentModule<"children-policy">;
if (!sentence) throw new Error("content/policies.yaml is missing");

export const childrenPolicy: string = sentence;
