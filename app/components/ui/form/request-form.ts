import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from "react";

// The site's one form mechanism (docs/decisions/0030): the contact page's forms, the booking
// wizard and the cart's checkout. Native fields; zod and the form's schema in a chunk of their
// own, loaded on the guest's first touch of the form, never with the page.

/** Each invalid field's first message, in the guest's words. */
export type Issues<TValues> = Partial<Record<keyof TValues & string, string>>;

/** A form's errors: each field's issue, and `root` when the validation code could not load. */
export type FormErrors<TValues> = Issues<TValues> & { root?: string };

/**
 * A loader that runs once and is shared by every caller (a form's validation chunk); one that
 * failed (a dropped connection) runs again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

export type RequestFormOptions<TValues, TChecks> = {
  /** The validation chunk (made with `loadOnce`): started on the first focus or tap. */
  load: () => Promise<TChecks>;
  /** Picks the check from the chunk; a multi-step form passes its current step's. */
  check: (checks: TChecks) => (values: TValues) => Issues<TValues>;
  /** Said in the form's alert when the validation chunk cannot load. */
  unavailable: string;
  /** Called after a valid submit with the values checked. */
  onValid: (values: TValues) => void;
  /**
   * The fields the form holds, with their first values: widgets that are not native fields (a
   * date picker), fields set from code, fields of a step that unmounts. Held fields are
   * controlled (`field`, `option`, `checkbox`, `setValue`); every other named field is native and
   * uncontrolled, read from the form with FormData at each check.
   */
  defaults?: TValues;
  /** A valid submit resets the form to its defaults (true); a wizard moves on instead. */
  resetOnValid?: boolean;
};

type KeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;
type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A form checked against its zod schema, as React Hook Form's defaults did: checked on submit,
 * then again on every change; the first invalid field takes focus (each field's message is in
 * its `aria-describedby`, see Field); a valid submit resets the form to its defaults. A validation
 * chunk that cannot load sets `errors.root` (shown in the form's alert) and loses nothing: the
 * next submit tries again.
 *
 * ```tsx
 * const form = useRequestForm({ load, check: (chunk) => chunk.checkContact, unavailable, onValid });
 * <form {...form.formProps}>
 *   <Field id="email" label="E-mail" error={form.errors.email}>
 *     {(control) => <Input {...control} name="email" />}
 *   </Field>
 * </form>
 * ```
 */
export function useRequestForm<TValues extends object, TChecks>(
  options: RequestFormOptions<TValues, TChecks>,
) {
  const [errors, setErrors] = useState<FormErrors<TValues>>({});
  const [values, setValues] = useState<TValues>(() => options.defaults ?? ({} as TValues));
  // The held values as they are now, ahead of the next render; the latest options; whether a
  // submit has shown the messages (from then on every change is checked).
  const held = useRef(values);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  // Handlers that never change, so a memoized step or an effect can depend on them.
  const [api] = useState(() => {
    /** The native fields as the form has them, then the held ones. */
    const read = (): TValues =>
      ({
        ...(formRef.current ? Object.fromEntries(new FormData(formRef.current)) : {}),
        ...held.current,
      }) as TValues;

    const validate = async (): Promise<
      { issues: Issues<TValues>; values: TValues } | undefined
    > => {
      let checks: TChecks;
      try {
        checks = await latest.current.load();
      } catch {
        setErrors({ root: latest.current.unavailable } as FormErrors<TValues>);
        return undefined;
      }
      // Read once the chunk is here, and checked by the form's check then (a wizard's step).
      const values = read();
      const issues = latest.current.check(checks)(values);
      setErrors(issues);
      return { issues, values };
    };

    /** Sets a held field; checked at once if a submit has shown the messages. */
    const setValue = <K extends keyof TValues>(name: K, value: TValues[K]) => {
      held.current = { ...held.current, [name]: value };
      setValues(held.current);
      if (submitted.current) void validate();
    };

    /** Back to `next` (the defaults): no messages, no submit yet. */
    const reset = (next: TValues = latest.current.defaults ?? ({} as TValues)) => {
      held.current = next;
      setValues(next);
      setErrors({});
      submitted.current = false;
    };

    const submit = async (form: HTMLFormElement) => {
      submitted.current = true;
      const checked = await validate();
      if (!checked) return;
      const { issues, values } = checked;
      if (Object.keys(issues).length > 0) {
        const invalid = [...form.elements].find(
          (element): element is HTMLElement =>
            element instanceof HTMLElement &&
            (element as HTMLInputElement).name in issues &&
            !(element as HTMLInputElement).disabled,
        );
        invalid?.focus();
        return;
      }
      submitted.current = false;
      if (latest.current.resetOnValid ?? true) {
        form.reset();
        reset();
      }
      latest.current.onValid(values);
    };

    const preload = () => void latest.current.load().catch(() => {});

    return {
      setValue,
      reset,
      /** The held values now (for an event handler; a render reads `values`). */
      getValues: () => held.current,
      formProps: {
        ref: formRef,
        noValidate: true,
        onFocus: preload,
        onPointerDown: preload,
        onChange: (event: FormEvent<HTMLFormElement>) => {
          // A held field checks as it is set; a native one here.
          const { name } = event.target as HTMLInputElement;
          if (submitted.current && !(name in held.current)) void validate();
        },
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void submit(event.currentTarget);
        },
      },
    };
  });

  // One object while the errors and values stay the same, so a memoized step re-renders only
  // when what it shows changes.
  return useMemo(() => {
    const { setValue } = api;
    return {
      ...api,
      errors,
      values,
      /** A held text field, textarea or select. */
      field: <K extends KeysOf<TValues, string>>(name: K) => ({
        name,
        value: values[name] as string,
        onChange: (event: ChangeEvent<TextControl>) =>
          setValue(name, event.target.value as TValues[K]),
      }),
      /** One radio button of a held choice. */
      option: <K extends KeysOf<TValues, string>>(name: K, value: TValues[K] & string) => ({
        name,
        value,
        checked: values[name] === value,
        onChange: () => setValue(name, value),
      }),
      /** A held checkbox. */
      checkbox: <K extends KeysOf<TValues, boolean>>(name: K) => ({
        name,
        checked: values[name] === true,
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          setValue(name, event.target.checked as TValues[K]),
      }),
    };
  }, [api, errors, values]);
}

/** What `useRequestForm` gives a form: its state and its handlers. */
export type RequestForm<TValues extends object> = ReturnType<
  typeof useRequestForm<TValues, unknown>
>;
