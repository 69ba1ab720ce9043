import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
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
        {(control) => <Input {...control} name="name" type="text" autoComplete="name" required />}
      </Field>
      <Field id={`${idPrefix}-email`} label={t.fields.email} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder={t.placeholders.email}
            required
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-phone`}
        label={t.fields.phone}
        error={errors.phone}
        optional={phoneOptional ? t.optional : undefined}
        hint={t.hints.phone}
      >
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required={!phoneOptional}
          />
        )}
      </Field>
    </>
  );
}
