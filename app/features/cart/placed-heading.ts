import type { RequestBody } from "~/domain/guest-requests";

type Kind = RequestBody["kind"];
type Words = {
  ready: Record<"order" | "stay" | "many", string>;
  sending: Record<"order" | "stay" | "many", string>;
  some: string;
};

/**
 * The heading over a placed cart, exactly what happened: each request is kept on the device and
 * ready for the guest to send, or sent by the site where the hotel has that kind delivered
 * (`sent`), or some of each. The status under each request says when the hotel's address took it.
 */
export function placedHeading(words: Words, kinds: readonly Kind[], sent: (kind: Kind) => boolean) {
  const many = kinds.length > 1;
  const which = many ? "many" : kinds[0] === "stay" ? "stay" : "order";
  const sentCount = kinds.filter(sent).length;
  if (sentCount === 0) return words.ready[which];
  return sentCount === kinds.length ? words.sending[which] : words.some;
}
