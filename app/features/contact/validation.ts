import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type * as ValidatorsModule from "./validators";

type Validators = typeof ValidatorsModule;

let pending: Promise<Validators> | undefined;

/**
 * Starts loading zod, the schemas and the resolver (one small chunk). The forms call it when a
 * guest first focuses a field, so it is ready by the time they submit; a failed load is retried.
 */
export function preloadValidation(): Promise<Validators> {
  pending ??= import("./validators").catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * A resolver that waits for the validation chunk. If it cannot load (the connection dropped), the
 * form gets a root error to show instead of failing silently; what was typed stays in the fields.
 */
export function lazyResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  pick: (validators: Validators) => Resolver<TInput, unknown, TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    let validators: Validators;
    try {
      validators = await preloadValidation();
    } catch {
      // `root` is React Hook Form's slot for form-level errors; the generic type cannot see it.
      const errors = { root: { type: "unavailable", message: "unavailable" } };
      return { values: {}, errors: errors as FieldErrors<TInput> };
    }
    return pick(validators)(values, context, options);
  };
}
