import { memo } from "react";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { reservations } from "~/locale/reservations";
import type { StepProps } from "./reservation-values";
import { ExtrasField } from "./extras-field";

/**
 * Step 2: who is staying. No `maxLength` attributes: a pasted text is never cut
 * short in silence; an overlong one gets a message and stays as typed.
 */
export const GuestStep = memo(function GuestStep({ id, form }: StepProps) {
  const t = reservations;
  const { errors, field } = form;

  return (
    <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
      <p className="text-muted sm:col-span-2">{t.detailsIntro}</p>
      <Field id={`${id}-first-name`} label={t.firstName} error={errors.firstName}>
        {(control) => (
          <Input {...control} autoComplete="given-name" required {...field("firstName")} />
        )}
      </Field>
      <Field id={`${id}-last-name`} label={t.lastName} error={errors.lastName}>
        {(control) => (
          <Input {...control} autoComplete="family-name" required {...field("lastName")} />
        )}
      </Field>
      <Field id={`${id}-email`} label={t.email} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            {...field("email")}
          />
        )}
      </Field>
      <Field id={`${id}-phone`} label={t.phone} hint={t.phoneHint} error={errors.phone}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            {...field("phone")}
          />
        )}
      </Field>
      <Field
        id={`${id}-requests`}
        className="sm:col-span-2"
        label={t.specialRequests}
        optional={t.optional}
        hint={t.specialRequestsHint}
        error={errors.specialRequests}
      >
        {(control) => (
          <Textarea {...control} rows={4} className="min-h-28" {...field("specialRequests")} />
        )}
      </Field>
      <ExtrasField id={id} form={form} />
    </div>
  );
});
