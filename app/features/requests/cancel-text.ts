// A stay's cancellation in the page's language: what it costs, said before the guest sends it, and
// the message WhatsApp, e-mail and the hotel's address carry. Loaded with a request's card.
import type { CancellationCost } from "~/domain/cancellation";
import { stayGuestName, type GuestRequest } from "~/domain/guest-requests";
import { deskPhoneShown, site } from "~/content/runtime/site";
import { requestText } from "~/lib/handoff";
import { changeCancel as c } from "~/locale/change-cancel";
import { stayWords as r } from "~/locale/stay-words";
import { requests as t } from "~/locale/requests";
import { stayDays, subjectOf, whenOf, withTaka, type RequestCatalogue } from "./request-text";

type StayRequest = Extract<GuestRequest, { kind: "stay" }>;

/** How many rooms a stay holds: several alike (a cart line) or each of its own. */
export const roomCount = (stay: StayRequest["stay"]) =>
  (stay.rooms ?? 1) + (stay.moreRooms?.length ?? 0);

/** What cancelling costs now, as a sentence; when it cannot be worked out, who will say. */
export function costSentence(cost: CancellationCost | null, rooms = 1): string {
  if (!cost) return c.cost.unknown;
  if (cost.kind === "free") return c.cost.free(cost.until.day, cost.until.time);
  if (cost.kind === "late")
    return c.cost.late(withTaka(cost.amount), cost.since.day, cost.since.time, rooms);
  return c.cost.nonRefundable(withTaka(cost.amount));
}

/** The cost as the message's row (and a sent cancellation) states it. */
export function costRow(cost: CancellationCost | null, rooms = 1): string {
  if (!cost) return c.message.unknown;
  if (cost.kind === "free") return c.message.free(cost.until.day, cost.until.time);
  if (cost.kind === "late") return c.message.late(withTaka(cost.amount), rooms);
  return c.message.nonRefundable(withTaka(cost.amount));
}

/** The cancellation's rows: what is cancelled, who asks, and what it costs. */
export function cancelRows(
  request: StayRequest,
  names: RequestCatalogue,
  cost: CancellationCost | null,
): [string, string][] {
  const { stay } = request;
  return [
    [t.message.reference, request.ref],
    [r.summary.room, subjectOf(request, names)],
    ...stayDays(stay.checkIn, stay.checkOut),
    [t.message.name, stayGuestName(stay)],
    [t.message.phone, stay.phone],
    [c.message.cost, costRow(cost, roomCount(stay))],
  ];
}

/** The message the guest's apps carry: it names the reference and asks to cancel. */
export function cancelMessage(
  request: StayRequest,
  names: RequestCatalogue,
  cost: CancellationCost | null,
) {
  const text = requestText(
    c.message.greeting(request.ref),
    cancelRows(request, names, cost),
    c.message.closing,
  );
  const what = [subjectOf(request, names), whenOf(request)].join(", ");
  return {
    text,
    subject: c.message.subject(request.ref, what),
    to: site.email,
    phone: site.phone,
    phoneShown: deskPhoneShown,
  };
}
