import { CalendarCheck, Mail } from "lucide-react";
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useSearchParams } from "react-router";
import { SectionHeading } from "~/components/ui/section-heading";
import { Tabs } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";
import { ContactForm } from "./contact-form";
import type { Kind } from "./reservation-requests";
import type { SendEnquiry, SentKind } from "./success-panel";
import { loadedDeliverMessage, loadedKeptLine, loadedSuccessPanel } from "./success-panel-loader";
import { panelClass, triggerClass } from "./tab-styles";
import { contact as t } from "~/locale/contact";
import type { RequestBody } from "~/domain/guest-requests";
import type { DeliveryState } from "~/domain/delivery-state";
import type { ContactInput } from "./contact-schemas";

// The reservation forms (and the rooms and restaurants they offer) load when their tab is first
// wanted: pointed at, focused or chosen. They are not in the prerendered HTML.
export const loadReservationForms = () => import("./reservation-requests");
const ReservationRequests = lazy(() =>
  loadReservationForms().then((module) => ({ default: module.ReservationRequests })),
);
const preloadReservationForms = () => void loadReservationForms().catch(() => {});

/** Spec section 9: the success message shows for 5 seconds, then the form returns. */
export const SUCCESS_MS = 5000;

const tabs = ["contact", "reservation"] as const;
type Tab = (typeof tabs)[number];

const isTab = (value: string): value is Tab => (tabs as readonly string[]).includes(value);

const tabIcons = { contact: Mail, reservation: CalendarCheck } as const;

/** The shape of a request form while its code arrives (a moment, usually none: it is preloaded). */
function FormSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid animate-pulse gap-5 motion-reduce:animate-none sm:grid-cols-2"
    >
      {[2, 1, 1, 1, 1].map((span, index) => (
        <div key={index} className={cn("grid gap-2", span === 2 && "sm:col-span-2")}>
          <div className="h-4 w-28 rounded-full bg-tea-900/8" />
          <div className="h-12 rounded-xl bg-ivory ring-1 ring-tea-900/8" />
        </div>
      ))}
    </div>
  );
}

/**
 * The two-tab form card: Contact Us, and Make a Reservation with its Hotel and Restaurant forms.
 * One "sent" flag serves every form: while it is set, the success message stands
 * in for the forms, whichever tab is chosen. Forms stay mounted when hidden, so switching tabs
 * never loses what was typed; only the form that was sent is reset.
 */
export function ContactForms({
  copy,
  keepRequest,
  prepareRequests,
  sendEnquiry,
  className,
}: {
  /** The section's heading, from the page's copy. */
  copy: { eyebrow: string; title: string };
  /** Keeps a hotel or table request in My requests and gives its reference (the route's). */
  keepRequest: (request: RequestBody) => Promise<string>;
  /** Loads what keeping a request needs, ahead of the first one: called when the forms open. */
  prepareRequests: () => void;
  /** Sends a message to the hotel's address when the hotel has enquiries delivered (the route's). */
  sendEnquiry: SendEnquiry;
  className?: string;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>("contact");
  const [kind, setKind] = useState<Kind>("hotel");
  // The reservation forms render once first opened (they are not in the prerendered HTML).
  const [reservationOpened, setReservationOpened] = useState(false);
  useEffect(() => {
    if (reservationOpened) prepareRequests();
  }, [reservationOpened, prepareRequests]);
  const [sent, setSent] = useState<{
    kind: SentKind;
    height?: number;
    reference?: string;
    requestKind?: RequestBody["kind"];
    /** A message the hotel has delivered: on its way, then where it stands. */
    delivery?: DeliveryState | "sending";
  } | null>(null);
  // The last request kept here: once the success message leaves, a line on the form keeps it.
  const [kept, setKept] = useState<string>();
  // "Reserve a Table" links here as ?request=restaurant&venue=<id>: the restaurant form, its venue
  // chosen. Read after hydration (the prerendered page is the plain one), and kept in the address
  // as the guest changes tabs, so the open form's address can be shared.
  const [params, setParams] = useSearchParams();
  const [venue, setVenue] = useState<string | undefined>();
  const openFromAddress = useEffectEvent(() => {
    const request = params.get("request");
    if (request !== "restaurant" && request !== "hotel") return;
    setTab("reservation");
    setKind(request);
    setReservationOpened(true);
    setVenue(params.get("venue") ?? undefined);
  });
  // After hydration, as useHydrated does: the prerendered page (one file for every address) opens
  // on the first tab, so hydration must too.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after hydration
  useEffect(() => openFromAddress(), []);
  const showInAddress = (request: Kind | null) =>
    setParams(request ? { request } : {}, { replace: true, preventScrollReset: true });
  const success = useRef<HTMLDivElement>(null);
  const panels = useRef<HTMLDivElement>(null);

  // Loaded with the validation code, which every valid submit has waited for.
  const SuccessPanel = loadedSuccessPanel();
  const formId = (form: Tab | Kind) => `${id}-${form}`;
  const activeForm = tab === "contact" ? "contact" : kind;

  // When the forms come back, a keyboard user who was on the message lands on the first field.
  const returnFocus = useEffectEvent(() => {
    document.getElementById(`${formId(activeForm)}-name`)?.focus({ preventScroll: true });
  });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      const hadFocus = success.current?.contains(document.activeElement) ?? false;
      flushSync(() => setSent(null));
      if (hadFocus) returnFocus();
    }, SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const send = (kind: SentKind, reference?: string, requestKind?: RequestBody["kind"]) => {
    setSent({
      kind,
      reference,
      requestKind,
      height: panels.current?.getBoundingClientRect().height || undefined,
    });
    if (reference) setKept(reference);
  };
  const KeptLine = loadedKeptLine();

  // A message is sent on to the hotel's address when the hotel has enquiries delivered.
  const sendMessage = (values: ContactInput) => {
    send("message");
    loadedDeliverMessage()?.(
      values,
      (delivery) =>
        setSent((current) => (current?.kind === "message" ? { ...current, delivery } : current)),
      sendEnquiry,
    );
  };

  const chooseTab = (value: string) => {
    if (!isTab(value)) return;
    setTab(value);
    if (value === "reservation") setReservationOpened(true);
    // The form the address asks for, else the one chosen: a tap held until hydration (on a "Reserve
    // a Table" link's page) comes before the render of what openFromAddress chose.
    const asked = params.get("request");
    showInAddress(
      value === "reservation" ? (asked === "restaurant" || asked === "hotel" ? asked : kind) : null,
    );
  };
  const chooseKind = (value: Kind) => {
    setKind(value);
    showInAddress(value);
  };

  return (
    <section
      id="requests"
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-3xl bg-white p-5 shadow-[0_24px_60px_-30px_rgb(11_28_20/0.35)] ring-1 ring-tea-900/8 sm:p-10",
        className,
      )}
    >
      <SectionHeading
        id={`${id}-title`}
        eyebrow={copy.eyebrow}
        title={copy.title}
        align="start"
        className="max-w-none"
      />
      <noscript>
        <p className="mt-6 rounded-xl bg-gold-100 px-4 py-3 text-sm text-tea-950">{t.noScript}</p>
      </noscript>

      <Tabs.Root value={tab} onValueChange={chooseTab} className="mt-8">
        <Tabs.List
          aria-label={t.tabsLabel}
          className="grid grid-cols-2 gap-1 rounded-full bg-ivory p-1.5 ring-1 ring-tea-900/8"
        >
          {tabs.map((value) => {
            const Icon = tabIcons[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className={triggerClass}
                {...(value === "reservation"
                  ? { onPointerEnter: preloadReservationForms, onFocus: preloadReservationForms }
                  : {})}
              >
                <Icon aria-hidden="true" className="hidden min-[400px]:block" />
                {t.tabs[value]}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>

        <div ref={panels} className="mt-8">
          {sent && SuccessPanel ? (
            // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once: the same component on every render
            <SuccessPanel
              ref={success}
              kind={sent.kind}
              requestKind={sent.requestKind}
              delivery={sent.delivery}
              reference={sent.reference}
              minHeight={sent.height}
              duration={SUCCESS_MS}
            />
          ) : null}

          <Tabs.Content
            value="contact"
            forceMount
            hidden={sent !== null || tab !== "contact"}
            className={panelClass}
          >
            <ContactForm idPrefix={formId("contact")} onSent={sendMessage} />
          </Tabs.Content>

          <Tabs.Content
            value="reservation"
            forceMount={reservationOpened}
            hidden={sent !== null || tab !== "reservation"}
            className={panelClass}
          >
            {kept && KeptLine ? (
              // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once
              <KeptLine reference={kept} />
            ) : null}
            {reservationOpened ? (
              <Suspense fallback={<FormSkeleton />}>
                <ReservationRequests
                  kind={kind}
                  onKindChange={chooseKind}
                  venue={venue}
                  formId={formId}
                  keepRequest={keepRequest}
                  onSent={(ref, requestKind) => send("reservation", ref, requestKind)}
                />
              </Suspense>
            ) : null}
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </section>
  );
}
