import type * as ValidatorsModule from "./validators";
import { contact as t } from "~/locale/contact";
import type { Issues } from "~/components/ui/form/request-form";
import { loadOnce, useRequestForm as useForm } from "~/components/ui/form/request-form";
import { loadSuccessPanel } from "./success-panel-loader";

type Validators = typeof ValidatorsModule;

/**
 * Starts loading zod and the schemas (one small chunk), and the success message a valid submit
 * shows. The forms call it when a guest first focuses a field, so both are ready by the time they
 * submit; a failed load is retried.
 */
export const preloadValidation: () => Promise<Validators> = loadOnce(() =>
  Promise.all([import("./validators"), loadSuccessPanel()]).then(([validators]) => validators),
);

type ContactFormOptions<TValues> = {
  /** Picks the form's check from the validation chunk. */
  check: (validators: Validators) => (values: TValues) => Issues<TValues>;
  /** Called after a valid submit with what was sent, once the form is back to its defaults. */
  onValid: (values: TValues) => void;
  /**
   * The fields that are no native field (the stay's two date pickers), with their first values;
   * every other field is native and read from the form (components/ui/form/request-form).
   */
  held?: Partial<TValues>;
};

/**
 * The contact page's forms on the site's one form mechanism (components/ui/form, decisions 0009
 * and 0030): native uncontrolled fields, read with FormData on submit and checked against the zod
 * schema; a valid submit resets the form to its default values.
 */
export function useRequestForm<TValues extends object>({
  check,
  onValid,
  held,
}: ContactFormOptions<TValues>) {
  const { errors, formProps, values, setValue } = useForm<TValues, Validators>({
    load: preloadValidation,
    check,
    onValid,
    unavailable: t.validationUnavailable,
    // Only the held fields: a native field given here would be read from here, not the form.
    ...(held ? { defaults: held as TValues } : {}),
  });
  return { errors, formProps, values, setValue };
}
