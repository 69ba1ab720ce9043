import { useForm, useWatch } from "react-hook-form";
import { fieldClass } from "~/components/ui/input";
import { venues } from "~/content/dining";
import { hours, policies } from "~/content/policies";
import { cn } from "~/lib/cn";
import { diningDefaults, earliestTable, partySizes } from "./contact-options";
import type { DiningInput, DiningValues } from "./contact-schemas";
import { isoDate } from "./dates";
import { Field, Select } from "./form-field";
import { FormActions } from "./form-actions";
import { GuestFields } from "./guest-fields";
import { useClientString } from "~/components/ui/use-hydrated";
import { useContactMessages } from "~/i18n/contact";
import { lazyResolver, preloadValidation } from "./validation";

const resolver = lazyResolver((validators) => validators.diningResolver);
const firstBookableDate = () => isoDate(earliestTable(new Date()));

type FormProps = { idPrefix: string; onSent: () => void };

/**
 * Restaurant reservation request (spec sections 3 and 5): name, e-mail, phone, date and time
 * required; the fine-dining restaurant and a party of 2 by default; special requests optional.
 */
export function DiningRequestForm({ idPrefix, onSent }: FormProps) {
  const t = useContactMessages();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<DiningInput, unknown, DiningValues>({ defaultValues: diningDefaults, resolver });
  const restaurant = useWatch({ control, name: "restaurant" });
  const minDate = useClientString(firstBookableDate);
  const venue = venues.find((item) => item.id === restaurant) ?? venues[0];
  const servingTimes = t.hints.servingTimes(
    venue.hours.flatMap((id) => {
      const entry = hours.find((item) => item.id === id);
      return entry ? [{ meal: t.meals[id], days: entry.days, time: entry.time }] : [];
    }),
  );

  return (
    <form
      noValidate
      aria-label={t.reservationKinds.restaurant}
      onFocus={() => void preloadValidation().catch(() => {})}
      onSubmit={handleSubmit(() => {
        reset();
        onSent();
      })}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">{t.requiredNote}</p>
      <GuestFields
        idPrefix={idPrefix}
        fields={{ name: register("name"), email: register("email"), phone: register("phone") }}
        errors={{
          name: errors.name?.message,
          email: errors.email?.message,
          phone: errors.phone?.message,
        }}
      />
      <Field
        id={`${idPrefix}-restaurant`}
        label={t.fields.restaurant}
        error={errors.restaurant?.message}
      >
        {(aria) => (
          <Select {...aria} {...register("restaurant")} defaultValue={diningDefaults.restaurant}>
            {venues.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${idPrefix}-party`} label={t.fields.partySize} error={errors.partySize?.message}>
        {(aria) => (
          <Select {...aria} {...register("partySize")} defaultValue={diningDefaults.partySize}>
            {partySizes.map((size) => (
              <option key={size} value={size}>
                {t.partyOption(size)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${idPrefix}-date`}
        label={t.fields.date}
        error={errors.date?.message}
        hint={t.hints.date(policies.diningNoticeHours)}
      >
        {(aria) => (
          <input
            {...aria}
            {...register("date")}
            type="date"
            min={minDate}
            required
            className={fieldClass}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-time`}
        label={t.fields.time}
        error={errors.time?.message}
        hint={servingTimes}
      >
        {(aria) => (
          <input {...aria} {...register("time")} type="time" required className={fieldClass} />
        )}
      </Field>
      <Field
        id={`${idPrefix}-requests`}
        label={t.fields.requests}
        error={errors.requests?.message}
        optional
        className="sm:col-span-2"
      >
        {(aria) => (
          <textarea
            {...aria}
            {...register("requests")}
            rows={3}
            placeholder={t.placeholders.requests}
            className={cn(fieldClass, "resize-y")}
          />
        )}
      </Field>
      <FormActions label={t.sendDiningRequest} error={errors.root?.message} />
    </form>
  );
}
