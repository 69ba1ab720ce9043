import type { ReactNode } from "react";
import { Banknote, BedDouble } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/components/ui/dialog";
import { Field, FormAlert } from "~/components/ui/field";
import { loadOnce, useRequestForm } from "~/components/ui/form/request-form";
import { Input, Select, Textarea } from "~/components/ui/input";
import { checkout as d } from "~/locale/checkout";
import { policies } from "~/content/runtime/policies";
import { emptyCheckout, type CheckoutDetails } from "./checkout-values";
import type * as CheckoutSchema from "./checkout-schema";

// zod and the checkout's schema, fetched on the guest's first touch of the form.
const loadSchema = loadOnce(() => import("./checkout-schema"));

type CheckoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: ReactNode;
  /** A delivery needs an area and an address; rooms alone do not. */
  hasFood: boolean;
  /** Rooms too: their payment is at the hotel, said apart from the food's. */
  hasStays: boolean;
  areas: readonly string[];
  /** Keeps the order; says whether it was kept (the details stay when it was not). */
  onPlaceOrder: (details: CheckoutDetails) => Promise<boolean>;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The checkout: only what the cart needs (name, phone, an e-mail when there is a room to confirm,
 * an area and address when there is food to deliver), each checked against the checkout's schema
 * with a message beside it, on the site's one form mechanism (components/ui/form). Food is paid
 * on delivery and rooms at the hotel: no card number is asked. Loaded on first use. The details are held here, outside the dialog's content, so closing the dialog loses
 * nothing typed; a kept order clears them.
 */
export default function CheckoutDialog({
  open,
  onOpenChange,
  total,
  hasFood,
  hasStays,
  areas,
  onPlaceOrder,
  onCloseAutoFocus,
}: CheckoutDialogProps) {
  const id = useId();
  const contents = hasFood && hasStays ? "both" : hasStays ? "stays" : "food";
  const form = useRequestForm<CheckoutDetails, typeof CheckoutSchema>({
    load: loadSchema,
    check: (schema) => schema.checkCheckout({ hasFood, hasStays, areas }, d.errors),
    unavailable: d.validationUnavailable,
    defaults: emptyCheckout,
    resetOnValid: false,
    onValid: (details) =>
      void onPlaceOrder(details).then((kept) => {
        if (kept) form.reset();
      }),
  });
  const { root, ...errors } = form.errors;
  const count = Object.keys(errors).length;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Within the window at any size: the details scroll, the actions stay in view below
          them, so Place Order and Cancel are never cut off. */}
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(`${id}-name`)?.focus();
        }}
        className="flex max-w-lg flex-col"
      >
        <form {...form.formProps} className="flex min-h-0 flex-1 flex-col">
          <div className="min-h-0 flex-1 overflow-y-auto p-6 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="font-display text-3xl font-medium text-tea-900">
                {d.title}
              </DialogTitle>
              <DialogCloseButton label={d.close} className="-mt-1 -mr-2" />
            </div>
            <DialogDescription className="mt-2 text-muted">
              {d.description[contents]}
            </DialogDescription>
            {/* The total and when it is paid: nothing is charged on this website. */}
            <p className="mt-5 flex items-baseline justify-between gap-4 rounded-xl bg-ivory px-4 py-3">
              <span>
                <span className="block font-medium">{d.total}</span>
                <span className="block text-sm text-muted">{d.paidWhen[contents]}</span>
              </span>
              <span className="font-display text-2xl font-medium text-tea-800">{total}</span>
            </p>

            <div className="mt-6 grid gap-4">
              <FormAlert error={root ?? (count > 0 ? d.errorsTitle(count) : undefined)} />
              <Field id={`${id}-name`} label={d.name} error={errors.name}>
                {(control) => <Input {...control} autoComplete="name" {...form.field("name")} />}
              </Field>
              <Field id={`${id}-phone`} label={d.phone} hint={d.phoneHint} error={errors.phone}>
                {(control) => (
                  <Input
                    {...control}
                    type="tel"
                    autoComplete="tel"
                    inputMode="tel"
                    {...form.field("phone")}
                  />
                )}
              </Field>
              {hasStays ? (
                <Field id={`${id}-email`} label={d.email} hint={d.emailHint} error={errors.email}>
                  {(control) => (
                    <Input
                      {...control}
                      type="email"
                      autoComplete="email"
                      inputMode="email"
                      {...form.field("email")}
                    />
                  )}
                </Field>
              ) : null}
              {hasFood ? (
                <>
                  <Field id={`${id}-area`} label={d.area} hint={d.areaHint} error={errors.area}>
                    {(control) => (
                      <Select {...control} {...form.field("area")}>
                        <option value="">{d.chooseArea}</option>
                        {areas.map((area) => (
                          <option key={area} value={area}>
                            {area}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Field
                    id={`${id}-address`}
                    label={d.address}
                    hint={d.addressHint}
                    error={errors.address}
                  >
                    {(control) => (
                      <Textarea
                        {...control}
                        rows={2}
                        autoComplete="street-address"
                        {...form.field("address")}
                      />
                    )}
                  </Field>
                </>
              ) : null}
              {hasFood ? (
                <p className="flex gap-3 rounded-xl bg-sand px-4 py-3 text-sm leading-relaxed text-ink">
                  <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-700" />
                  <span>{d.payment}</span>
                </p>
              ) : null}
              {hasStays ? (
                <p className="flex gap-3 rounded-xl bg-sand px-4 py-3 text-sm leading-relaxed text-ink">
                  <BedDouble aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-700" />
                  <span>
                    {d.stayPayment} {d.stayPlan(policies.freeCancellationHours)}
                  </span>
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-tea-100 px-6 py-4 sm:flex-row sm:justify-end sm:px-8">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {d.cancel}
              </Button>
            </DialogClose>
            <Button type="submit">{d.place}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
