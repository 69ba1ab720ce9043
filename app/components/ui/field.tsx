import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** What a Field hands its control: spread onto the input, textarea or select. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  /** The control's id; the hint and error take `<id>-hint` and `<id>-error`. */
  id: string;
  label: ReactNode;
  /** The word for "optional" in the page's language; when given, it follows the label. */
  optional?: string;
  hint?: ReactNode;
  /** The field's issue, in the guest's language; while set, the control is marked invalid. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The control's `aria-describedby`: the error first (read first, and what tests look up), then the hint. */
export function fieldDescribedBy(id: string, { error, hint }: { error?: unknown; hint?: unknown }) {
  const ids = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * A label, one control, an optional hint and the inline error. The control gets its id,
 * `aria-invalid` while there is an error and `aria-describedby` pointing at the error and hint, so
 * a screen reader reads the message when the control takes focus (a failed submit focuses the
 * first invalid control). Words come in as props: this layer knows no language.
 *
 * ```tsx
 * <Field id={`${id}-email`} label={t.email} error={errors.email}>
 *   {(control) => <Input {...control} type="email" {...register("email")} />}
 * </Field>
 * ```
 */
export function Field({ id, label, optional, hint, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> ({optional})</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": fieldDescribedBy(id, { error, hint }),
      })}
      <FieldHint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The line under a control that helps fill it in; nothing without one. For controls a Field does
 * not frame (a date button), put its id in their `aria-describedby` (fieldDescribedBy).
 */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-muted">
      {hint}
    </p>
  );
}

/**
 * The inline message under a control; nothing while there is no message. For controls a Field
 * does not frame (a radio group, a date button), put its id in their `aria-describedby`.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A form-level problem (not tied to one field), announced when it appears. */
export function FormAlert({ error }: { error?: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {error ? (
        <p className="flex gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
