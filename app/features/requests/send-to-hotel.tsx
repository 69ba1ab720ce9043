import { useEffect, useState, type Ref } from "react";
import { HandoffLinks, type HandoffMessage } from "~/components/ui/handoff-links";
import { formatLocalTime } from "~/content/schemas/collections/hours-format";
import type { GuestRequest } from "~/domain/guest-requests";
import { cn } from "~/lib/cn";
import { LOCALE } from "~/lib/locale";
import { requests as t } from "~/locale/requests";
import { deliver, deliveryOn, followDeliveries } from "./delivery";

type SendToHotelProps = {
  request: GuestRequest;
  /** The request as the guest's WhatsApp and e-mail carry it (request-text). */
  message: HandoffMessage;
  id: string;
  heading: "h2" | "h3" | "h4";
  /** The confirmation view's focus: where a guest lands after confirming. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The id of what names the request, where several are shown together: each its own landmark. */
  named?: string;
  className?: string;
};

/**
 * How a request reaches the hotel, said first and truly. Off (the spec's rule): nothing has reached
 * the hotel; WhatsApp, e-mail and a call carry it. On: it is sent for the guest, and the heading
 * says so only once the hotel's address said yes; until then, or when it refused, the hand-offs.
 */
export function SendToHotel({
  request,
  message,
  id,
  heading: Heading,
  headingRef,
  named,
  className,
}: SendToHotelProps) {
  const on = deliveryOn(request.kind);
  const state = request.delivery?.state;
  // Recorded to be sent (it waits) and not yet tried on this page: trying is the first thing.
  const [attempting, setAttempting] = useState(on && state === "waiting");
  // An attempt that ended in sent or refused has nothing left to say about sending.
  const sending = attempting && state === "waiting";

  const text = message.text;
  useEffect(() => {
    if (!on || state !== "waiting") return;
    let live = true;
    const attempt = () => {
      setAttempting(true);
      void deliver(request, text).finally(() => {
        if (live) setAttempting(false);
      });
    };
    attempt();
    const stopFollowing = followDeliveries();
    window.addEventListener("online", attempt);
    return () => {
      live = false;
      stopFollowing();
      window.removeEventListener("online", attempt);
    };
    // Once per request and state: a new attempt when it starts waiting again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, request.ref, state]);

  const delivery = request.delivery;
  let title: string = t.sendTitle;
  // Once the guest marked it sent from their own apps, nothing more to explain.
  let lead: string = request.status === "unsent" ? t.notSent : "";
  if (on && delivery?.state === "sent") {
    title = t.delivery.sent(formatLocalTime(delivery.at, LOCALE));
    lead = t.delivery.sentText;
  } else if (on && sending) {
    title = t.delivery.sending;
    lead = "";
  } else if (on && delivery?.state === "waiting") {
    title = t.delivery.waiting;
    lead = t.delivery.waitingText;
  } else if (on && delivery?.state === "refused") {
    title = t.delivery.refused;
    lead = t.delivery.refusedText;
  }
  const handOff = !on || (delivery?.state !== "sent" && !sending);

  return (
    <section
      aria-labelledby={named ? `${id}-send ${named}` : `${id}-send`}
      data-delivery={on ? (sending ? "sending" : (delivery?.state ?? "none")) : "off"}
      className={className}
    >
      <div role="status">
        <Heading
          id={`${id}-send`}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={cn(
            "scroll-mt-28 font-display text-lg font-medium text-tea-900 outline-none",
            on && delivery?.state === "sent" && "text-tea-700",
          )}
        >
          {title}
        </Heading>
        {lead ? <p className="mt-2 text-sm leading-relaxed text-ink">{lead}</p> : null}
      </div>
      {handOff ? <HandoffLinks className="mt-4" message={message} labels={t} /> : null}
    </section>
  );
}
