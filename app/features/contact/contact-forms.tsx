import { BedDouble, CalendarCheck, Mail, UtensilsCrossed } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { SectionHeading } from "~/components/ui/section-heading";
import { Tabs } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";
import { ContactForm } from "./contact-form";
import { DiningRequestForm } from "./dining-request-form";
import { HotelRequestForm } from "./hotel-request-form";
import { SuccessPanel, type SentKind } from "./success-panel";
import { useContactMessages } from "~/i18n/contact";

/** Spec section 9: the success message shows for 5 seconds, then the form returns. */
export const SUCCESS_MS = 5000;

const tabs = ["contact", "reservation"] as const;
type Tab = (typeof tabs)[number];
const kinds = ["hotel", "restaurant"] as const;
type Kind = (typeof kinds)[number];

const isTab = (value: string): value is Tab => (tabs as readonly string[]).includes(value);
const isKind = (value: string): value is Kind => (kinds as readonly string[]).includes(value);

const tabIcons = { contact: Mail, reservation: CalendarCheck } as const;
const kindIcons = { hotel: BedDouble, restaurant: UtensilsCrossed } as const;

const triggerClass =
  "inline-flex items-center justify-center gap-2 rounded-full px-3 py-2.5 text-sm font-medium text-tea-800 transition-colors hover:bg-tea-50 data-[state=active]:bg-tea-700 data-[state=active]:text-white data-[state=active]:shadow-sm sm:px-5 [&_svg]:size-4 [&_svg]:shrink-0";
const panelClass = "rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-4";

/**
 * The two-tab form card: Contact Us, and Make a Reservation with its Hotel and Restaurant forms.
 * One "sent" flag serves every form (spec section 4): while it is set, the success message stands
 * in for the forms, whichever tab is chosen. Forms stay mounted when hidden, so switching tabs
 * never loses what was typed; only the form that was sent is reset.
 */
export function ContactForms({ className }: { className?: string }) {
  const t = useContactMessages();
  const id = useId();
  const [tab, setTab] = useState<Tab>("contact");
  const [kind, setKind] = useState<Kind>("hotel");
  // The reservation forms render once first opened (they are not in the prerendered HTML).
  const [reservationOpened, setReservationOpened] = useState(false);
  const [sent, setSent] = useState<{ kind: SentKind; height?: number } | null>(null);
  const success = useRef<HTMLDivElement>(null);
  const panels = useRef<HTMLDivElement>(null);

  const formId = (form: Tab | Kind) => `${id}-${form}`;
  const activeForm = tab === "contact" ? "contact" : kind;

  // When the forms come back, a keyboard user who was on the message lands on the first field.
  const returnFocus = useEffectEvent(() => {
    document.getElementById(`${formId(activeForm)}-name`)?.focus({ preventScroll: true });
  });

  useEffect(() => {
    if (!sent) return;
    success.current?.focus();
    const timer = window.setTimeout(() => {
      const hadFocus = success.current?.contains(document.activeElement) ?? false;
      flushSync(() => setSent(null));
      if (hadFocus) returnFocus();
    }, SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const send = (kind: SentKind) =>
    setSent({ kind, height: panels.current?.getBoundingClientRect().height || undefined });

  const chooseTab = (value: string) => {
    if (!isTab(value)) return;
    setTab(value);
    if (value === "reservation") setReservationOpened(true);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-3xl bg-white p-5 shadow-[0_24px_60px_-30px_rgb(11_28_20/0.35)] ring-1 ring-tea-900/8 sm:p-10",
        className,
      )}
    >
      <SectionHeading
        id={`${id}-title`}
        eyebrow={t.formEyebrow}
        title={t.formTitle}
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
              <Tabs.Trigger key={value} value={value} className={triggerClass}>
                <Icon aria-hidden="true" className="hidden min-[400px]:block" />
                {t.tabs[value]}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>

        <div ref={panels} className="mt-8">
          {sent ? (
            <SuccessPanel
              ref={success}
              kind={sent.kind}
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
            <ContactForm idPrefix={formId("contact")} onSent={() => send("message")} />
          </Tabs.Content>

          <Tabs.Content
            value="reservation"
            forceMount={reservationOpened}
            hidden={sent !== null || tab !== "reservation"}
            className={panelClass}
          >
            {reservationOpened ? (
              <>
                <p className="text-muted">{t.reservationIntro}</p>
                <Tabs.Root
                  value={kind}
                  onValueChange={(value) => isKind(value) && setKind(value)}
                  className="mt-6"
                >
                  <Tabs.List
                    aria-label={t.reservationKindLabel}
                    className="inline-flex gap-1 rounded-full bg-ivory p-1 ring-1 ring-tea-900/8"
                  >
                    {kinds.map((value) => {
                      const Icon = kindIcons[value];
                      return (
                        <Tabs.Trigger key={value} value={value} className={triggerClass}>
                          <Icon aria-hidden="true" />
                          {t.reservationKinds[value]}
                        </Tabs.Trigger>
                      );
                    })}
                  </Tabs.List>
                  {kinds.map((value) => (
                    <Tabs.Content
                      key={value}
                      value={value}
                      forceMount
                      hidden={kind !== value}
                      className={cn(panelClass, "mt-6")}
                    >
                      {value === "hotel" ? (
                        <HotelRequestForm
                          idPrefix={formId("hotel")}
                          onSent={() => send("reservation")}
                        />
                      ) : (
                        <DiningRequestForm
                          idPrefix={formId("restaurant")}
                          onSent={() => send("reservation")}
                        />
                      )}
                    </Tabs.Content>
                  ))}
                </Tabs.Root>
              </>
            ) : null}
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </section>
  );
}
