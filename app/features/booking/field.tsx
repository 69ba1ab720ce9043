import { ChevronDown, CircleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { fieldClass } from "~/components/ui/input";
import { formatNumber } from "~/i18n/format";
import { useMessages } from "~/i18n/messages";
import { cn } from "~/lib/cn";

/** The inline message under a field; its id is in the field's `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
};

/** Wires label, hint and error to the control: `aria-invalid` and `aria-describedby`. */
function describedBy(id: string, hint?: string, error?: string) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...props
}: FieldProps & Omit<ComponentProps<"input">, "id" | "className">) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={fieldClass}
        {...props}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  className,
  ...props
}: FieldProps & Omit<ComponentProps<"textarea">, "id" | "className">) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(fieldClass, "min-h-28 resize-y")}
        {...props}
      />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  options,
  ...props
}: FieldProps &
  Omit<ComponentProps<"select">, "id" | "className"> & { options: readonly string[] }) {
  const m = useMessages();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(fieldClass, "min-h-12 cursor-pointer appearance-none pr-10")}
          {...props}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {/^\d+$/.test(option) ? formatNumber(Number(option), m.locale) : option}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </FieldFrame>
  );
}
