import { useRef, useState, type FormEvent } from "react";
import type * as ValidatorsModule from "./validators";
import { contact as t } from "~/locale/contact";
import type { Issues } from "./validators";
import { loadSuccessPanel } from "./success-panel-loader";

type Validators = typeof ValidatorsModule;

let pending: Promise<Validators> | undefined;

/**
 * Starts loading zod and the schemas (one small chunk), and the success message a valid submit
 * shows. The forms call it when a guest first focuses a field, so both are ready by the time they
 * submit; a failed load is retried.
 */
export function preloadValidation(): Promise<Validators> {
  pending ??= Promise.all([import("./validators"), loadSuccessPanel()])
    .then(([validators]) => validators)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** A form's errors, as text: each field's issue, and `root` when the validation code could not load. */
export type FormErrors<TValues> = Issues<TValues> & { root?: string };

type RequestFormOptions<TValues> = {
  /** Picks the form's check from the validation chunk. */
  check: (validators: Validators) => (values: TValues) => Issues<TValues>;
  /** Called after a valid submit with what was sent, once the form is back to its defaults. */
  onValid: (values: TValues) => void;
};

/**
 * The contact page's forms (docs/decisions/0009): native fields, whose values live in the DOM
 * and survive every failed check, read with FormData on submit and checked against the zod
 * schema. Like React Hook Form's defaults: checked on submit, then again on every change; the
 * first invalid field takes focus; a valid submit resets the form to its default values.
 */
export function useRequestForm<TValues>({ check, onValid }: RequestFormOptions<TValues>) {
  const [errors, setErrors] = useState<FormErrors<TValues>>({});
  const submitted = useRef(false);

  const validate = async (
    form: HTMLFormElement,
  ): Promise<{ issues: Issues<TValues>; values: TValues } | undefined> => {
    let validators: Validators;
    try {
      validators = await preloadValidation();
    } catch {
      setErrors({ root: t.validationUnavailable } as FormErrors<TValues>);
      return undefined;
    }
    const values = Object.fromEntries(new FormData(form)) as TValues;
    const issues = check(validators)(values);
    setErrors(issues);
    return { issues, values };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const checked = await validate(form);
    if (!checked) return;
    const { issues, values } = checked;
    const invalid = [...form.elements].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && (element as HTMLInputElement).name in issues,
    );
    if (invalid) {
      invalid.focus();
      return;
    }
    form.reset();
    submitted.current = false;
    onValid(values);
  };

  return {
    errors,
    formProps: {
      noValidate: true,
      onFocus: () => void preloadValidation().catch(() => {}),
      onChange: (event: FormEvent<HTMLFormElement>) => {
        if (submitted.current) void validate(event.currentTarget);
      },
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
  };
}
