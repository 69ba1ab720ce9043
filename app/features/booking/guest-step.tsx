import { memo } from "react";
import { useFormState } from "react-hook-form";
import { useReservationsMessages } from "~/i18n/reservations";
import { TextAreaField, TextField } from "./field";
import type { StepProps } from "./reservation-values";

/**
 * Step 2: who is staying (spec section 5). No `maxLength` attributes: a pasted text is never cut
 * short in silence; an overlong one gets a message and stays as typed.
 */
export const GuestStep = memo(function GuestStep({ id, form }: StepProps) {
  const t = useReservationsMessages();
  const { control, register } = form;
  const { errors } = useFormState({ control });

  return (
    <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
      <p className="text-muted sm:col-span-2">{t.detailsIntro}</p>
      <TextField
        id={`${id}-first-name`}
        label={t.firstName}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        id={`${id}-last-name`}
        label={t.lastName}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register("lastName")}
      />
      <TextField
        id={`${id}-email`}
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        id={`${id}-phone`}
        label={t.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        hint={t.phoneHint}
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextAreaField
        id={`${id}-requests`}
        className="sm:col-span-2"
        label={
          <>
            {t.specialRequests} <span className="font-normal text-muted">({t.optional})</span>
          </>
        }
        rows={4}
        hint={t.specialRequestsHint}
        error={errors.specialRequests?.message}
        {...register("specialRequests")}
      />
    </div>
  );
});
