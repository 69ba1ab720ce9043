import { fieldClass } from "~/components/ui/input";
import { Field } from "./form-field";
import { contact as t } from "~/locale/contact";

type GuestField = "name" | "email" | "phone";

type GuestFieldsProps = {
  idPrefix: string;
  errors: Partial<Record<GuestField, string>>;
  phoneOptional?: boolean;
};

/** Name, e-mail and phone: the first three fields of every form on the page. */
export function GuestFields({ idPrefix, errors, phoneOptional = false }: GuestFieldsProps) {
  return (
    <>
      <Field
        id={`${idPrefix}-name`}
        label={t.fields.name}
        error={errors.name}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            name="name"
            type="text"
            autoComplete="name"
            required
            className={fieldClass}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-email`} label={t.fields.email} error={errors.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder={t.placeholders.email}
            required
            className={fieldClass}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-phone`}
        label={t.fields.phone}
        error={errors.phone}
        optional={phoneOptional}
        hint={t.hints.phone}
      >
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required={!phoneOptional}
            className={fieldClass}
          />
        )}
      </Field>
    </>
  );
}
