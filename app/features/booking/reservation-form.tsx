import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { FormAlert } from "~/components/ui/field";
import { loadOnce, useRequestForm } from "~/components/ui/form/request-form";
import { findRoom } from "~/content/runtime/rooms";
import { reservations } from "~/locale/reservations";
import { ConfirmStep } from "./confirm-step";
import { clearDraft, loadDraft, saveDraft, valuesOfStay } from "./reservation-draft";
import { GuestStep } from "./guest-step";
import {
  reservationDefaults,
  stepCount,
  type ReservationValues,
  type Step,
} from "./reservation-values";
import type * as ReservationSchema from "./reservation-schema";
import { RoomStep } from "./room-step";
import { offerToBook, quoteFor } from "./stay-price";
import { stayFromQuery } from "./stay-query";
import type { StayDetails } from "~/domain/guest-requests";
import { isBeforeDay } from "~/domain/stay";
import { isoDayOfLocal, localDayPlus } from "~/domain/calendar-day";
import { StepIndicator } from "./step-indicator";
import { choiceOf } from "./extra-drafts";

// Validation (zod and the step schemas) is fetched when the guest first touches the form, not on
// load.
const loadValidation = loadOnce(() => import("./reservation-schema"));

/**
 * The three-step reservation form, on the site's one form mechanism (components/ui/form). The form
 * holds every step's values, so going Back or failing a check never loses what was typed; each
 * step is checked against its own schema (reservation-schema.ts).
 */
export function ReservationForm({
  onConfirmed,
  keptStay,
}: {
  /** Keeps the confirmed request and opens its confirmation view; gives its reference. */
  onConfirmed: (stay: StayDetails) => string;
  /** The stay of a request kept on this device, for changing it (`?change=<reference>`). */
  keptStay: (ref: string) => StayDetails | undefined;
}) {
  const t = reservations;
  const id = useId();
  const [step, setStep] = useState<Step>(1);
  const [params] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const form = useRequestForm<ReservationValues, typeof ReservationSchema>({
    load: loadValidation,
    check: (schema) => schema.checkStep(step, t.errors),
    unavailable: t.validationUnavailable,
    defaults: reservationDefaults,
    resetOnValid: false,
    onValid: (values) => onValid(values),
  });
  const { values, reset, setValue, getValues } = form;

  // A booking in progress survives a reload or a language switch (reservation-draft.ts). Restored
  // after hydration, so the first render matches the prerendered HTML; saved on every change.
  const restored = useRef(false);
  // The kept request this one changes (My requests' "Change", `?change=<reference>`), if any.
  const [changing, setChanging] = useState<string>();
  // Before the restoring effect: the first commit must not save the defaults over the draft.
  useEffect(() => {
    if (restored.current) saveDraft(step, values, changing);
  }, [step, values, changing]);
  const changeRef = params.get("change");
  useEffect(() => {
    const draft = loadDraft();
    // A change starts from the kept request, unless this tab's draft already is that change
    // (a reload, a language switch, coming back a step): then the guest's edits are kept.
    const kept = changeRef ? keptStay(changeRef) : undefined;
    if (kept && changeRef && draft?.changes !== changeRef) {
      reset(valuesOfStay(kept));
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration, as the draft
      setStep(1);
      setChanging(changeRef);
    } else if (draft) {
      reset(draft.values);
      // Browser storage is only readable after hydration; the prerendered HTML is step 1.
      setStep(draft.step);
      setChanging(draft.changes);
    }
    restored.current = true;
  }, [reset, changeRef, keptStay]);
  const { checkIn, checkOut, roomType, agreed } = values;

  // `?room=<id>` (Book This Room, Book with Details) preselects a room; legacy ids map to real ones.
  // Read after hydration: the prerendered HTML has no query string.
  const requestedRoom = params.get("room");
  useEffect(() => {
    const room = requestedRoom ? findRoom(requestedRoom) : undefined;
    if (room) setValue("roomType", room.id);
  }, [requestedRoom, setValue]);

  // `?checkin=YYYY-MM-DD&nights=N` (Google's hotel links, docs/content.md, "Links from Google") chooses the
  // dates; after the draft is restored (the effect above), so a valid stay wins over its dates and
  // anything else leaves the form as it is, without a word. Read after hydration as ?room= is.
  useEffect(() => {
    const stay = stayFromQuery(params);
    if (!stay) return;
    const kept = getValues().checkOut;
    setValue("checkIn", stay.checkIn);
    // No length: a check-out that no longer follows the check-in is cleared, as when one is picked.
    setValue(
      "checkOut",
      stay.checkOut ?? (kept && !isBeforeDay(kept, localDayPlus(stay.checkIn, 1)) ? kept : null),
    );
  }, [params, getValues, setValue]);

  // `?offer=<id>` (Book This Offer) books with that offer, if it runs today; read after hydration
  // as ?room= is.
  const requestedOffer = params.get("offer");
  const [offer, setOffer] = useState<string>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read after hydration
    setOffer(offerToBook(requestedOffer)?.id);
  }, [requestedOffer]);

  // Keyboard and screen-reader users land on the new step's heading.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };

  const onValid = (values: ReservationValues) => {
    if (step === 1) return goTo(2);
    if (step === 2) return goTo(3);
    const room = values.roomType ? findRoom(values.roomType) : undefined;
    if (!room || !values.checkIn || !values.checkOut) return goTo(1);
    const quote = quoteFor(room, values.checkIn, values.checkOut, offer, values.ratePlan);
    onConfirmed({
      room: room.id,
      checkIn: isoDayOfLocal(values.checkIn),
      checkOut: isoDayOfLocal(values.checkOut),
      adults: Number(values.adults),
      children: Number(values.children),
      ...(values.childAges.length > 0 ? { childAges: values.childAges.map(Number) } : {}),
      ...(values.extras.length > 0
        ? {
            extras: values.extras.map((draft) =>
              choiceOf(draft, {
                checkIn: isoDayOfLocal(values.checkIn!),
                checkOut: isoDayOfLocal(values.checkOut!),
              }),
            ),
          }
        : {}),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      specialRequests: values.specialRequests.trim(),
      payment: values.paymentMethod,
      // What the guest chose; My requests and the message to the hotel price it again, the
      // same way (domain/request-quote), never from a stored figure.
      ...(quote.offer ? { offer: quote.offer.id } : offer ? { offer } : {}),
      ...(values.ratePlan === "nonRefundable" ? { plan: "nonRefundable" as const } : {}),
      ...(changing ? { changes: changing } : {}),
      ...(values.moreRooms.length > 0
        ? {
            moreRooms: values.moreRooms.map((entry) => ({
              room: entry.roomType,
              adults: Number(entry.adults),
              children: Number(entry.children),
              ...(entry.childAges.length > 0 ? { childAges: entry.childAges.map(Number) } : {}),
            })),
          }
        : {}),
    });
    // The request is kept under its reference and its confirmation view opens, saying first how it
    // reaches the hotel: no toast covers it. The form starts afresh for the next one.
    reset(reservationDefaults);
    setChanging(undefined);
    clearDraft();
    goTo(1);
  };

  const missing = step === 1 ? !(checkIn && checkOut && roomType) : step === 3 ? !agreed : false;
  const forwardLabel =
    step === 1 ? t.continueToDetails : step === 2 ? t.continueToReview : t.confirm;
  const stepName = t.steps.names[step - 1];

  return (
    <section aria-labelledby={`${id}-heading`} className="bg-ivory py-12 sm:py-20">
      <Container>
        <div className="mx-auto max-w-5xl rounded-3xl bg-white px-5 py-8 shadow-xl ring-1 shadow-tea-950/5 ring-tea-900/8 sm:px-10 sm:py-10">
          {changing ? (
            <p className="mb-8 rounded-2xl bg-gold-100 px-5 py-4 text-ink ring-1 ring-gold-200">
              {t.changing(changing)}
            </p>
          ) : null}
          <StepIndicator step={step} />
          <form
            {...form.formProps}
            aria-labelledby={`${id}-heading`}
            className="mt-8 border-t border-tea-100 pt-8 sm:mt-10 sm:pt-10"
          >
            <h2
              ref={headingRef}
              id={`${id}-heading`}
              tabIndex={-1}
              className="scroll-mt-28 outline-none"
            >
              <span className="mb-2 block font-sans text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                {t.steps.stepOf(step, stepCount)}
              </span>
              <span className="block text-3xl leading-tight font-medium text-tea-900 sm:text-4xl">
                {stepName}
              </span>
            </h2>

            <div className="mt-8">
              {step === 1 ? <RoomStep id={id} form={form} offer={offer} /> : null}
              {step === 2 ? <GuestStep id={id} form={form} /> : null}
              {step === 3 ? <ConfirmStep id={id} form={form} offer={offer} /> : null}
            </div>

            <div className="mt-10 flex flex-col-reverse gap-3 border-t border-tea-100 pt-6 sm:flex-row sm:items-start sm:justify-between">
              {step > 1 ? (
                <Button
                  type="button"
                  variant="outline"
                  size="lg"
                  onClick={() => goTo((step - 1) as Step)}
                >
                  <ArrowLeft aria-hidden="true" />
                  {t.back}
                </Button>
              ) : (
                <span aria-hidden="true" />
              )}
              <div className="flex flex-col gap-2 sm:items-end">
                {/* The step's check could not load: said here, and nothing typed is lost. */}
                <FormAlert error={form.errors.root} />
                <Button
                  type="submit"
                  size="lg"
                  disabled={missing}
                  aria-describedby={missing ? `${id}-missing` : undefined}
                >
                  {step === 3 ? <Check aria-hidden="true" /> : null}
                  {forwardLabel}
                  {step < 3 ? <ArrowRight aria-hidden="true" /> : null}
                </Button>
                {missing ? (
                  <p id={`${id}-missing`} className="text-sm text-muted sm:text-right">
                    {step === 1 ? t.step1Missing : t.step3Missing}
                  </p>
                ) : null}
              </div>
            </div>
          </form>
        </div>
      </Container>
    </section>
  );
}
