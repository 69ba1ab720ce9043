import { CalendarPlus, Printer, Trash2 } from "lucide-react";
import { useId, useState, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { WholeReference } from "~/components/ui/whole-reference";
import { Select } from "~/components/ui/input";
import { showToast } from "~/components/ui/toaster";
import { policies } from "~/content/runtime/policies";
import { formatDate } from "~/i18n/format";
import { cn } from "~/lib/cn";
import { requestStatuses, type GuestRequest, type RequestStatus } from "~/domain/guest-requests";
import { requests as t } from "~/locale/requests";
import { site as m } from "~/locale/site";
import { downloadCalendar, hasCalendar } from "./calendar-file";
import { deleteRequest, setCancellation, setStatus } from "./request-store";
import { requestMessage, requestRows, type RequestCatalogue } from "./request-text";
import { SendToHotel } from "./send-to-hotel";
import { Arrival } from "./arrival";
import { CancellationSent, ChangeOrCancel, cancellationLabel } from "./change-cancel";
import { changeCancel as c } from "~/locale/change-cancel";

type RequestCardProps = {
  request: GuestRequest;
  names: RequestCatalogue;
  /** The confirmation view: the request just made or opened by its reference, with its policies. */
  full?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** 2 for the confirmation view, 3 for a request listed under its section's heading. */
  level?: 2 | 3;
  /** The reference of the request that changed this one (My requests' "Change"), if kept. */
  replacedBy?: string;
  onPrint: (ref: string) => void;
  className?: string;
};

/** One request: its summary, the hand-offs that carry it to the hotel, its status and delete. */
export function RequestCard({
  request,
  names,
  full,
  headingRef,
  level = 2,
  replacedBy,
  onPrint,
  className,
}: RequestCardProps) {
  const id = useId();
  const Title = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "h3" : "h4";
  const [calendarFailed, setCalendarFailed] = useState(false);
  const message = requestMessage(request, names);
  // A request cancelled or replaced by its change is not to be sent any more: its summary stays.
  const settled = Boolean(request.cancel || replacedBy);
  // A stay's own page states its dates and extras once, in its arrival details.
  const arrival = Boolean(full && request.kind === "stay" && !settled);
  const rows = requestRows(request, names, { arrival: !arrival });

  return (
    <article
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-3xl bg-white p-5 shadow-lg ring-1 shadow-tea-950/5 ring-tea-900/8 sm:p-8 print:shadow-none print:ring-0",
        className,
      )}
    >
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
        {request.cancel
          ? cancellationLabel(request.cancel)
          : replacedBy
            ? c.changedBy(replacedBy)
            : request.delivery?.state === "sent"
              ? t.delivery.sentShort
              : request.delivery?.state === "waiting" && request.status === "unsent"
                ? t.delivery.waitingShort
                : t.statuses[request.status]}
      </p>
      <Title
        id={`${id}-title`}
        className="mt-2 font-display text-2xl font-medium text-tea-900 sm:text-3xl"
      >
        {/* "SRH-" and its code never part where the title wraps on a phone. */}
        <WholeReference words={t.kinds[request.kind].title(request.ref)} reference={request.ref} />
      </Title>
      <p className="mt-1 text-sm text-muted">
        {t.made} {formatDate(request.createdAt.slice(0, 10), m.locale)}
      </p>
      {full && !settled ? (
        // The confirmation view says first how the request reaches the hotel.
        <SendToHotel
          request={request}
          message={message}
          id={id}
          heading={Sub}
          named={`${id}-title`}
          headingRef={headingRef}
          className="mt-5 rounded-2xl bg-sand px-4 py-4 print:hidden sm:px-6 sm:py-5"
        />
      ) : null}

      <dl className="mt-5 grid gap-x-8 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid gap-0.5 border-b border-tea-900/8 py-2.5 sm:grid-cols-[7.5rem_1fr] sm:gap-3"
          >
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 font-medium break-words whitespace-pre-line text-ink">
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {/* A stay's own page: what the guest needs on the day, kept on the device. */}
      {arrival && request.kind === "stay" ? (
        <Arrival request={request} names={names} id={id} heading={Sub} />
      ) : null}

      {full ? (
        <section aria-labelledby={`${id}-policies ${id}-title`} className="mt-6">
          <Sub id={`${id}-policies`} className="font-display text-lg font-medium text-tea-900">
            {t.policiesTitle}
          </Sub>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm leading-relaxed text-muted">
            {request.kind === "stay" || request.kind === "hotel" ? (
              <>
                <li>{t.checkInOut(policies.checkIn, policies.checkOut)}</li>
                <li>
                  {request.kind === "stay" && request.stay.plan === "nonRefundable"
                    ? t.noRefund
                    : t.cancellation(
                        policies.freeCancellationHours,
                        policies.lateCancellationCharge,
                      )}
                </li>
                <li>{t.confirmsBy}</li>
              </>
            ) : request.kind === "table" ? (
              <li>{t.tableConfirms(policies.diningNoticeHours)}</li>
            ) : (
              <>
                {request.order.items.some((line) => line.type === "food") ? (
                  <li>{t.orderConfirms}</li>
                ) : null}
                {request.order.items.some((line) => line.type === "room") ? (
                  <li>{t.confirmsBy}</li>
                ) : null}
              </>
            )}
          </ul>
        </section>
      ) : null}

      <div className={cn("mt-6 grid gap-6 print:hidden", !full && "md:grid-cols-2")}>
        {full || settled ? null : (
          <SendToHotel
            request={request}
            message={message}
            id={id}
            heading={Sub}
            named={`${id}-title`}
          />
        )}
        <section aria-labelledby={`${id}-keep ${id}-title`}>
          <Sub id={`${id}-keep`} className="font-display text-lg font-medium text-tea-900">
            {t.keepTitle}
          </Sub>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {hasCalendar(request) ? (
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-auto"
                onClick={() => {
                  setCalendarFailed(false);
                  downloadCalendar(request, names).catch(() => setCalendarFailed(true));
                }}
              >
                <CalendarPlus aria-hidden="true" />
                {t.calendar}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="outline"
              className="w-full sm:w-auto"
              onClick={() => onPrint(request.ref)}
            >
              <Printer aria-hidden="true" />
              {t.print}
            </Button>
          </div>
          <p role="status" className="mt-2 text-sm text-red-800 empty:hidden">
            {calendarFailed ? t.calendarFailed : ""}
          </p>
        </section>
      </div>

      {request.kind === "stay" && request.cancel ? (
        <div className="mt-6">
          <CancellationSent request={request} names={names} id={id} heading={Sub} />
        </div>
      ) : request.kind === "stay" && !replacedBy ? (
        <div className="mt-6 border-t border-tea-100 pt-5 print:hidden">
          <ChangeOrCancel request={request} names={names} id={id} heading={Sub} />
        </div>
      ) : null}

      <div className="mt-6 flex flex-col gap-4 border-t border-tea-100 pt-5 print:hidden sm:flex-row sm:items-end sm:justify-between">
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-ink">
            {request.cancel ? c.status : t.status}
          </label>
          <p id={`${id}-status-hint`} className="text-sm text-muted">
            {t.statusHint}
          </p>
          {/* The site's own select (its chevron and focus ring), as every form's. */}
          <div className="mt-2 sm:w-64">
            <Select
              id={`${id}-status`}
              aria-describedby={`${id}-status-hint`}
              value={request.cancel ? request.cancel.status : request.status}
              onChange={(event) => {
                const status = event.target.value as RequestStatus;
                // Once cancelled, the guest marks the cancellation, as they marked the request.
                if (request.cancel) setCancellation(request.ref, { ...request.cancel, status });
                else setStatus(request.ref, status);
                showToast({ title: t.statusSaved(request.ref, t.statuses[status]) });
              }}
            >
              {requestStatuses.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button
          type="button"
          variant="ghost"
          aria-label={t.deleteLabel(request.ref)}
          onClick={() => {
            deleteRequest(request.ref);
            showToast({ title: t.deleted(request.ref) });
          }}
        >
          <Trash2 aria-hidden="true" />
          {t.delete}
        </Button>
      </div>
    </article>
  );
}
