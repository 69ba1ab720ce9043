import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { WholeReference } from "~/components/ui/whole-reference";
import { pagePath } from "~/content/runtime/pages";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { contact as t } from "~/locale/contact";
import { requestDelivery } from "~/content/runtime/request-delivery";
import type { DeliveryState } from "~/domain/delivery-state";
import { delivers } from "~/domain/delivery-setting";
import { formatLocalTime } from "~/content/schemas/collections/hours-format";
import { LOCALE } from "~/lib/locale";
import type { RequestBody } from "~/domain/guest-requests";
import type { Enquiry } from "~/domain/request-delivery";
import type { ContactInput } from "./contact-schemas";

/** Sends a message to the hotel's address; undefined when enquiries are not delivered (the route's). */
export type SendEnquiry = (enquiry: Enquiry) => Promise<DeliveryState | undefined>;

export type SentKind = "message" | "reservation";

type SuccessPanelProps = {
  kind: SentKind;
  /** The request's kind, for a request kept: whether the hotel has it sent on. */
  requestKind?: RequestBody["kind"];
  /** A message the hotel has delivered: on its way, then where it stands. */
  delivery?: DeliveryState | "sending";
  /** The reservation request's reference: kept in My requests, where it is sent from. */
  reference?: string;
  /** How long the panel stays, for the draining bar (the parent owns the timer). */
  duration: number;
  /** The height of the form it replaces, so the page does not jump. */
  minHeight?: number;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Sends a message on to the hotel when the hotel has enquiries delivered, telling `settle` how it
 * stands: "sending" at once, then the answer. Nothing happens when enquiries are not delivered.
 * Here rather than in the forms: it loads with the panel, after a valid submit.
 */
export function deliverMessage(
  values: ContactInput,
  settle: (delivery: DeliveryState | "sending") => void,
  sendEnquiry: SendEnquiry,
) {
  if (!delivers(requestDelivery, "enquiry")) return;
  settle("sending");
  const enquiry = {
    name: values.name ?? "",
    email: values.email ?? "",
    phone: values.phone ?? "",
    subject: values.subject ?? "",
    message: values.message ?? "",
  };
  void sendEnquiry(enquiry).then(
    (state) => state && settle(state),
    () => settle({ state: "waiting", since: new Date().toISOString() }),
  );
}

/** A delivered message's words: the spec's title only once the hotel's address said yes. */
function messageCopy(kind: SentKind, delivery: DeliveryState | "sending" | undefined) {
  if (kind !== "message" || !delivery) return undefined;
  const words = t.success.messageDelivery;
  if (delivery === "sending") return words.sending;
  if (delivery.state === "sent") return words.sent(formatLocalTime(delivery.at, LOCALE));
  return delivery.state === "waiting" ? words.waiting : words.refused;
}

/**
 * Shown in place of the forms after a valid submit. It is a status region
 * and takes focus, so screen readers announce it and keyboard users are not left on a removed
 * button.
 */
export function SuccessPanel({
  kind,
  requestKind,
  delivery,
  reference,
  duration,
  minHeight,
  ref,
}: SuccessPanelProps) {
  const copy = messageCopy(kind, delivery) ?? t.success[kind];
  // A request's heading is what happened: kept and ready for the guest to send, or being sent.
  const sending = requestKind !== undefined && delivers(requestDelivery, requestKind);
  const title =
    kind === "reservation" && reference
      ? sending
        ? t.success.reservation.sending
        : t.success.reservation.ready
      : copy.title;
  const self = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  useImperativeHandle(ref, () => self.current as HTMLDivElement);

  // Focus moves here when the panel appears (it may arrive a moment after the submit: lazy).
  useEffect(() => self.current?.focus(), []);

  useEffect(() => {
    const element = bar.current;
    const calm = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (!element || calm || typeof element.animate !== "function") return;
    const animation = element.animate([{ transform: "scaleX(1)" }, { transform: "scaleX(0)" }], {
      duration,
      easing: "linear",
      fill: "forwards",
    });
    // Cancelling rejects `finished`; nothing waits on it.
    animation.finished.catch(() => {});
    return () => animation.cancel();
  }, [duration]);

  return (
    <div
      ref={self}
      role="status"
      tabIndex={-1}
      // The form's height, so the page below does not jump, up to 28rem: no tall blank card.
      style={{ minHeight: minHeight ? `min(${minHeight}px, 28rem)` : undefined }}
      className="flex flex-col items-center justify-center rounded-2xl bg-tea-50/70 px-6 py-14 text-center ring-1 ring-tea-100 sm:py-20"
    >
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-white text-tea-700 shadow-sm ring-1 ring-gold-200"
      >
        <CircleCheck className="size-8" strokeWidth={1.5} />
      </span>
      <h3 className="mt-6 text-2xl font-medium text-balance text-tea-900 sm:text-3xl">{title}</h3>
      <p className="mt-3 max-w-md text-muted">
        {!reference
          ? copy.text
          : sending
            ? t.success.sending(reference)
            : t.success.saved(reference)}
      </p>
      {reference ? (
        <Link
          to={`${pagePath("requests")}?ref=${reference}`}
          className={buttonVariants({ className: "mt-6" })}
        >
          <span>
            <WholeReference words={t.success.open(reference)} reference={reference} />
          </span>
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : null}
      <span
        aria-hidden="true"
        className="mt-8 block h-1 w-32 overflow-hidden rounded-full bg-tea-100"
      >
        <span ref={bar} className="block h-full origin-left rounded-full bg-gold-400" />
      </span>
    </div>
  );
}

/**
 * What the panel leaves on the form once its seconds are over: the request's reference and the way
 * to it in My requests, so a guest who looked away does not send it again in doubt.
 */
export function KeptLine({ reference }: { reference: string }) {
  return (
    <p className="mb-6 flex flex-col gap-2 rounded-xl bg-tea-50/70 px-4 py-3 text-sm text-ink ring-1 ring-tea-100 sm:flex-row sm:items-center sm:justify-between">
      <span>{t.success.kept(reference)}</span>
      <Link
        to={`${pagePath("requests")}?ref=${reference}`}
        className="font-semibold text-tea-800 underline underline-offset-4"
      >
        <WholeReference words={t.success.open(reference)} reference={reference} />
      </Link>
    </p>
  );
}
