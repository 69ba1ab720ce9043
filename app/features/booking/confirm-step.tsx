import { memo, type ReactNode } from "react";
import { FieldError } from "~/components/ui/field";
import { Photo } from "~/components/ui/photo";
import { policies } from "~/content/runtime/policies";
import { bookingOffers } from "~/content/runtime/booking-offers";
import { findRoom } from "~/content/runtime/rooms";
import { reservations } from "~/locale/reservations";
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatTaka,
  formatWeekdayDate,
} from "~/i18n/format";
import { inTaka, site } from "~/content/runtime/site";
import { site as m } from "~/locale/site";
import { cn } from "~/lib/cn";
import { localDigits } from "~/lib/locale";
import { countNights } from "~/domain/stay";
import { isoDayOfLocal } from "~/domain/calendar-day";
import { paymentMethods, type StepProps } from "./reservation-values";
import { quoteFor } from "./stay-price";
import { ChoiceCard } from "./choice-card";
import { planTerm } from "./rate-plans";
import { stayPriceWords } from "./stay-charges";
import { rateTerms } from "~/content/runtime/room-rates";
import { pagePath } from "~/content/runtime/pages";
import { ratePlanWords as plans } from "~/locale/rate-plans";
import { requestDelivery } from "~/content/runtime/request-delivery";
import { delivers } from "~/domain/delivery-setting";
import { partyWords as p } from "~/locale/party-words";
import { beddingCharge, placementIn } from "./party-fit";
import { choiceOf } from "./extra-drafts";
import { priceMoreRooms, roomPriceWords } from "./more-rooms-price";
import { beddingWords } from "~/components/layout/party-lines";
import { extrasTotal, priceExtras } from "~/domain/stay-extras";
import { stayExtras } from "~/content/runtime/stay-extras";
import { extraRows } from "~/components/layout/extra-lines";

/** Step 3: the summary, payment method and terms. */
export const ConfirmStep = memo(function ConfirmStep({ id, form, offer: offerId }: StepProps) {
  const t = reservations;
  const { errors, values } = form;
  const { paymentMethod } = values;
  // Steps 1 and 2 passed their checks to get here, and their fields cannot change on this step.
  const room = values.roomType ? findRoom(values.roomType) : undefined;
  if (!room || !values.checkIn || !values.checkOut) return null;

  const nights = countNights(values.checkIn, values.checkOut);
  const quote = quoteFor(room, values.checkIn, values.checkOut, offerId, values.ratePlan);
  const words = stayPriceWords(quote, rateTerms.taxes, (amount) => formatMoney(amount, m.locale));
  // An offer with no price rule (an upgrade, a dinner) is named; the team adds it.
  const namedOffer = offerId ? bookingOffers.find((entry) => entry.id === offerId) : undefined;
  const adults = Number(values.adults);
  const children = Number(values.children);
  const date = (value: Date) => formatWeekdayDate(isoDayOfLocal(value), m.locale);
  const requests = values.specialRequests.trim();
  const ages = values.childAges.map(Number);
  // The party's extra beds and cots, each night, added to the total (./party-fit).
  const bedding = beddingCharge(placementIn(room, values.adults, values.childAges), nights);
  // The extras chosen, each priced by its unit (domain/stay-extras.ts).
  const stayDays = {
    checkIn: isoDayOfLocal(values.checkIn),
    checkOut: isoDayOfLocal(values.checkOut),
  };
  const extras = priceExtras(
    values.extras.map((draft) => choiceOf(draft, stayDays)),
    stayExtras,
    nights,
  );
  // The further rooms, each priced as the first (./more-rooms-price.ts).
  const more = priceMoreRooms(
    values.moreRooms,
    values.checkIn,
    values.checkOut,
    offerId,
    values.ratePlan,
  );
  const total =
    Math.round(
      (quote.total +
        (bedding?.charge ?? 0) +
        more.reduce((sum, room) => sum + room.total, 0) +
        extrasTotal(extras)) *
        100,
    ) / 100;
  const money = (amount: number) => formatMoney(amount, m.locale);

  return (
    <div className="space-y-10">
      <section
        aria-labelledby={`${id}-summary`}
        className="overflow-hidden rounded-2xl bg-ivory ring-1 ring-tea-900/8 md:grid md:grid-cols-[15rem_1fr] lg:grid-cols-[18rem_1fr]"
      >
        <div className="aspect-video md:aspect-auto">
          <Photo
            id={room.images[0].id}
            alt={room.images[0].alt}
            kind="room"
            sizes="(min-width: 1024px) 288px, (min-width: 768px) 240px, 100vw"
            className="size-full"
          />
        </div>
        <div className="p-5 sm:p-7">
          <h3 id={`${id}-summary`} className="text-2xl font-medium text-tea-900">
            {t.summaryTitle}
          </h3>
          <dl className="mt-4 grid gap-x-8 text-sm sm:grid-cols-2">
            <Row label={more.length ? p.roomNumber(1) : t.summary.room}>{room.name}</Row>
            <Row label={more.length ? `${t.summary.guests}, ${p.roomNumber(1)}` : t.summary.guests}>
              {t.guestsSummary(adults, children)}
              {ages.length > 0 ? ` ${p.ages(ages)}` : ""}
            </Row>
            <Row label={t.summary.checkIn}>
              {date(values.checkIn)}
              <span className="block font-normal text-muted">{t.fromTime(policies.checkIn)}</span>
            </Row>
            <Row label={t.summary.checkOut}>
              {date(values.checkOut)}
              <span className="block font-normal text-muted">{t.byTime(policies.checkOut)}</span>
            </Row>
            <Row label={t.summary.nights}>{localDigits(nights)}</Row>
            <Row label={t.summary.nightlyPrice}>{words.nights}</Row>
            {quote.offer ? (
              <Row label={t.summary.offer} wide>
                {t.offerSaves(quote.offer.title, formatMoney(quote.offer.discount, m.locale))}
              </Row>
            ) : namedOffer && !namedOffer.rule ? (
              <Row label={t.summary.offer} wide>
                {namedOffer.title}
              </Row>
            ) : null}
            <Row label={plans.label} wide>
              {quote.plan
                ? plans.nonRefundableRow(
                    quote.plan.percent,
                    formatMoney(quote.plan.discount, m.locale),
                  )
                : plans.flexibleRow(planTerm("flexible", values.checkIn))}
            </Row>
            {bedding ? (
              <Row label={p.beddingLabel} wide>
                {beddingWords(bedding, nights, money)}
              </Row>
            ) : null}
            {more.map((entry) => (
              <Row key={entry.number} label={p.roomNumber(entry.number)} wide>
                <span className="block">{entry.room.name}</span>
                <span className="block font-normal text-muted">
                  {t.guestsSummary(Number(entry.entry.adults), Number(entry.entry.children))}
                  {entry.entry.childAges.length > 0
                    ? ` ${p.ages(entry.entry.childAges.map(Number))}`
                    : ""}
                </span>
                <span className="block font-normal text-muted">
                  {`${roomPriceWords(entry, money)}: ${money(entry.total)}`}
                </span>
              </Row>
            ))}
            {extraRows(extras).map(([label, value]) => (
              <Row key={label + value} label={label} wide>
                {value}
              </Row>
            ))}
            {words.added.map((line) => (
              <Row key={line.label} label={line.label}>
                {line.amount}
              </Row>
            ))}
            <Row label={t.summary.guest} wide>
              <span className="block">{`${values.firstName.trim()} ${values.lastName.trim()}`}</span>
              <span className="block font-normal text-muted">{values.email.trim()}</span>
              <span className="block font-normal text-muted">{values.phone.trim()}</span>
            </Row>
            {requests ? (
              <Row label={t.specialRequests} wide>
                <span className="block font-normal whitespace-pre-line">{requests}</span>
              </Row>
            ) : null}
          </dl>
          <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 border-t-2 border-tea-900/10 pt-4">
            <span className="font-medium text-ink">{t.summary.total}</span>
            <span className="font-display text-3xl font-medium text-tea-800">{money(total)}</span>
            <p className="w-full text-right text-sm text-muted">
              {t.takaNote(
                formatTaka(inTaka(total), m.locale),
                formatNumber(site.takaPerDollar, m.locale),
                formatDate(site.takaRateDate, m.locale),
              )}
            </p>
            {words.note ? (
              <p className="w-full text-right text-sm text-muted">{words.note}</p>
            ) : null}
          </div>
        </div>
      </section>

      <fieldset className="min-w-0">
        <legend className="font-display text-xl font-medium text-tea-900">{t.paymentLegend}</legend>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {paymentMethods.map((method) => (
            <ChoiceCard
              key={method}
              id={`${id}-pay-${method}`}
              title={t.payment[method]}
              text={t.paymentText[method]}
              checked={paymentMethod === method}
              input={form.option("paymentMethod", method)}
            />
          ))}
        </div>
        <FieldError id={`${id}-payment-error`} message={errors.paymentMethod} />
      </fieldset>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-agreed`}
            type="checkbox"
            required
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? `${id}-agreed-error` : undefined}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-tea-700"
            {...form.checkbox("agreed")}
          />
          <label htmlFor={`${id}-agreed`} className="cursor-pointer leading-relaxed text-ink">
            {t.agree}{" "}
            <a
              href={pagePath("terms")}
              target="_blank"
              rel="noopener"
              className="font-medium text-tea-700 underline underline-offset-4 hover:text-tea-900"
            >
              {t.termsLink}
              <span className="sr-only"> {m.footer.opensInNewTab}</span>
            </a>{" "}
            {values.ratePlan === "nonRefundable"
              ? t.agreeNoRefund
              : t.agreeCancellation(policies.freeCancellationHours)}
          </label>
        </div>
        <FieldError id={`${id}-agreed-error`} message={errors.agreed} />
      </div>

      <p className="rounded-xl bg-sand px-4 py-3 text-sm text-muted">
        {delivers(requestDelivery, "stay") ? t.demoNoteDelivered : t.demoNote}
      </p>
    </div>
  );
});

function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={cn(
        "grid gap-0.5 border-b border-tea-900/8 py-2.5 sm:grid-cols-[6.5rem_1fr] sm:gap-3",
        wide && "sm:col-span-2",
      )}
    >
      <dt className="text-xs text-muted sm:text-sm">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-ink">{children}</dd>
    </div>
  );
}
