import { BedDouble, UtensilsCrossed } from "lucide-react";
import { Tabs } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";
import { DiningRequestForm } from "./dining-request-form";
import { HotelRequestForm } from "./hotel-request-form";
import { panelClass, triggerClass } from "./tab-styles";
import type { RequestBody } from "~/domain/guest-requests";
import { contactRequests as r } from "~/locale/contact-requests";

export const kinds = ["hotel", "restaurant"] as const;
export type Kind = (typeof kinds)[number];

const isKind = (value: string): value is Kind => (kinds as readonly string[]).includes(value);
const kindIcons = { hotel: BedDouble, restaurant: UtensilsCrossed } as const;

type ReservationRequestsProps = {
  kind: Kind;
  onKindChange: (kind: Kind) => void;
  /** The id prefix of each form's fields. */
  formId: (kind: Kind) => string;
  /** Keeps a sent request on this device (My requests) and gives its reference (the route's). */
  keepRequest: (request: RequestBody) => Promise<string>;
  /**
   * A request was sent and kept under its reference; without one when it could not be kept (its
   * code failed to load), and the panel then says only what the spec's message says.
   */
  onSent: (ref?: string, kind?: RequestBody["kind"]) => void;
  /** The restaurant to choose first, when a "Reserve a Table" link named one. */
  venue?: string;
};

/**
 * Make a Reservation: the Hotel and Restaurant request forms in their own tabs. Loaded when the
 * tab is first wanted (contact-forms.tsx), with the rooms and restaurants the forms offer. Both
 * forms stay mounted, so switching between them keeps what was typed.
 */
export function ReservationRequests({
  kind,
  onKindChange,
  formId,
  keepRequest,
  onSent,
  venue,
}: ReservationRequestsProps) {
  const keep = (request: RequestBody) =>
    keepRequest(request).then(
      (ref) => onSent(ref, request.kind),
      () => onSent(undefined),
    );
  return (
    <>
      <p className="text-muted">{r.reservationIntro}</p>
      <Tabs.Root
        value={kind}
        onValueChange={(value) => isKind(value) && onKindChange(value)}
        className="mt-6"
      >
        <Tabs.List
          aria-label={r.reservationKindLabel}
          className="inline-flex gap-1 rounded-full bg-ivory p-1 ring-1 ring-tea-900/8"
        >
          {kinds.map((value) => {
            const Icon = kindIcons[value];
            return (
              <Tabs.Trigger key={value} value={value} className={triggerClass}>
                <Icon aria-hidden="true" />
                {r.reservationKinds[value]}
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
                idPrefix={formId(value)}
                onSent={(hotel) => keep({ kind: "hotel", hotel })}
              />
            ) : (
              <DiningRequestForm
                key={venue}
                idPrefix={formId(value)}
                onSent={(table) => keep({ kind: "table", table })}
                initialVenue={venue}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
