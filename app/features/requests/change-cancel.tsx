import { CalendarClock, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { HandoffLinks } from "~/components/ui/handoff-links";
import { pagePath } from "~/content/runtime/pages";
import { formatLocalTime } from "~/content/schemas/collections/hours-format";
import type { GuestRequest } from "~/domain/guest-requests";
import { requestCancellation } from "~/domain/request-quote";
import { cn } from "~/lib/cn";
import { LOCALE } from "~/lib/locale";
import { hotelNow } from "~/lib/hotel-now";
import { changeCancel as c } from "~/locale/change-cancel";
import { requests as t } from "~/locale/requests";
import { cancelMessage, costRow, costSentence, roomCount } from "./cancel-text";
import { deliverCancellation, deliveryOn, followDeliveries } from "./delivery";
import type { RequestCatalogue } from "./request-text";
import { setCancellation } from "./request-store";

type StayRequest = Extract<GuestRequest, { kind: "stay" }>;

type Props = {
  request: StayRequest;
  names: RequestCatalogue;
  id: string;
  heading: "h3" | "h4";
};

/** What cancelling costs at a moment, under the request's rate plan and the hotel's policy. */
const costAt = (request: StayRequest, names: RequestCatalogue, moment: number) =>
  requestCancellation(request, names, names.freeCancellation, hotelNow(moment));

/** The card's label for a cancelled request: where its cancellation stands. */
export function cancellationLabel(cancel: NonNullable<GuestRequest["cancel"]>): string {
  if (deliveryOn("stay") && cancel.delivery?.state === "sent") return c.states.sent;
  if (cancel.status !== "unsent") return c.states[cancel.status];
  return deliveryOn("stay") && cancel.delivery?.state === "waiting"
    ? c.states.waiting
    : c.states.unsent;
}

/**
 * "Change" and "Cancel" for a kept stay. Change opens the booking form filled in from it; Cancel
 * first says what cancelling costs now (free until the deadline, the first night after it, all of
 * it on the non-refundable rate), and only the guest's second press sends it.
 */
export function ChangeOrCancel({ request, names, id, heading: Heading }: Props) {
  const [asking, setAsking] = useState<{ at: number } | null>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (closing.current) cancelRef.current?.focus();
    closing.current = false;
  }, [asking]);
  const cost = asking ? costAt(request, names, asking.at) : null;

  const send = () => {
    const at = new Date().toISOString();
    setCancellation(request.ref, {
      at,
      status: "unsent",
      ...(deliveryOn("stay") ? { delivery: { state: "waiting", since: at } as const } : {}),
    });
  };

  return (
    <section aria-labelledby={`${id}-change ${id}-title`} className="print:hidden">
      <Heading id={`${id}-change`} className="font-display text-lg font-medium text-tea-900">
        {c.title}
      </Heading>
      <p className="mt-2 text-sm leading-relaxed text-muted">{c.lead}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          to={`${pagePath("reservations")}?change=${request.ref}`}
          aria-label={c.changeLabel(request.ref)}
          className={cn(buttonVariants({ variant: "outline" }), "w-full sm:w-auto")}
        >
          <CalendarClock aria-hidden="true" />
          {c.change}
        </Link>
        <Button
          ref={cancelRef}
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          aria-label={c.cancelLabel(request.ref)}
          aria-expanded={asking !== null}
          aria-controls={`${id}-confirm`}
          onClick={() => setAsking(asking ? null : { at: Date.now() })}
        >
          <X aria-hidden="true" />
          {c.cancel}
        </Button>
      </div>
      <div id={`${id}-confirm`}>
        {asking ? (
          <div className="mt-4 rounded-2xl bg-sand px-4 py-4 sm:px-6">
            <p
              ref={confirmRef}
              tabIndex={-1}
              className="scroll-mt-28 font-display text-lg font-medium text-tea-900 outline-none"
            >
              {c.confirmTitle(request.ref)}
            </p>
            <p className="mt-2 text-sm leading-relaxed text-ink">
              {costSentence(cost, roomCount(request.stay))}
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button type="button" className="w-full sm:w-auto" onClick={send}>
                {c.send}
              </Button>
              <Button
                type="button"
                variant="ghost"
                className="w-full sm:w-auto"
                onClick={() => {
                  closing.current = true;
                  setAsking(null);
                }}
              >
                {c.keep}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A sent cancellation: what it cost when the guest sent it, and how it reaches the hotel, said
 * truly as the request's own sending is (send-to-hotel.tsx): the hotel's address when it takes
 * stays, else the guest's WhatsApp, e-mail or a call, with the reference and the word cancel.
 */
export function CancellationSent({ request, names, id, heading: Heading }: Props) {
  const cancel = request.cancel!;
  const cost = costAt(request, names, Date.parse(cancel.at));
  const message = cancelMessage(request, names, cost);
  const on = deliveryOn("stay");
  const state = cancel.delivery?.state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Arriving here from "Send the cancellation": the guest lands on where it stands.
  useEffect(() => {
    if (Date.now() - Date.parse(cancel.at) < 5000) headingRef.current?.focus();
  }, [cancel.at]);

  const text = message.text;
  useEffect(() => {
    if (!on || state !== "waiting") return;
    const attempt = () => void deliverCancellation(request, text, cost);
    attempt();
    const stopFollowing = followDeliveries();
    window.addEventListener("online", attempt);
    return () => {
      stopFollowing();
      window.removeEventListener("online", attempt);
    };
    // Once per request and state, as the request's own sending.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, request.ref, state]);

  const delivery = cancel.delivery;
  const lead =
    on && delivery?.state === "sent"
      ? c.sentText(formatLocalTime(delivery.at, LOCALE))
      : on && delivery?.state === "waiting"
        ? c.waitingText
        : on && delivery?.state === "refused"
          ? c.refusedText
          : cancel.status === "unsent"
            ? c.sendYourself
            : "";
  const handOff = !on || delivery?.state !== "sent";

  return (
    <section
      aria-labelledby={`${id}-cancel ${id}-title`}
      data-cancellation={on ? (state ?? "none") : "off"}
      className="rounded-2xl bg-sand px-4 py-4 print:hidden sm:px-6 sm:py-5"
    >
      <div role="status">
        <Heading
          id={`${id}-cancel`}
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-28 font-display text-lg font-medium text-tea-900 outline-none"
        >
          {cancellationLabel(cancel)}
        </Heading>
        <p className="mt-2 text-sm leading-relaxed text-ink">
          {c.message.cost}: {costRow(cost, roomCount(request.stay))}
        </p>
        {lead ? <p className="mt-2 text-sm leading-relaxed text-ink">{lead}</p> : null}
      </div>
      {handOff ? <HandoffLinks className="mt-4" message={message} labels={t} /> : null}
    </section>
  );
}
