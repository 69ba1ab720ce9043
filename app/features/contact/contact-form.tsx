import { Field } from "~/components/ui/field";
import { Select, Textarea } from "~/components/ui/input";
import { contactDefaults, subjects } from "./contact-options";
import type { ContactInput } from "./contact-schemas";
import { FormActions } from "./form-actions";
import { GuestFields } from "./guest-fields";
import { contact as t } from "~/locale/contact";
import { useRequestForm } from "./validation";

type FormProps = { idPrefix: string; onSent: (values: ContactInput) => void };

/**
 * Contact Us: name, e-mail and message required, phone optional, subject
 * general by default. A valid message is sent to the hotel only when the hotel has enquiries
 * delivered (content/site.yaml); the form resets and the page shows the success message.
 */
export function ContactForm({ idPrefix, onSent }: FormProps) {
  const { errors, formProps } = useRequestForm<ContactInput>({
    check: (validators) => validators.checkContact,
    onValid: onSent,
  });

  return (
    <form {...formProps} aria-label={t.tabs.contact} className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-muted sm:col-span-2">{t.requiredNote}</p>
      <GuestFields idPrefix={idPrefix} phoneOptional errors={errors} />
      <Field
        id={`${idPrefix}-subject`}
        label={t.fields.subject}
        error={errors.subject}
        className="sm:col-span-2"
      >
        {(control) => (
          <Select {...control} name="subject" defaultValue={contactDefaults.subject}>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {t.subjects[subject]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${idPrefix}-message`}
        label={t.fields.message}
        error={errors.message}
        className="sm:col-span-2"
      >
        {(control) => (
          // No maxLength: a long paste must not be cut silently; the schema explains the limit.
          <Textarea
            {...control}
            name="message"
            rows={6}
            required
            placeholder={t.placeholders.message}
            className="min-h-36"
          />
        )}
      </Field>
      <FormActions label={t.sendMessage} error={errors.root} />
    </form>
  );
}
