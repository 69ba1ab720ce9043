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
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { cart as t } from "~/locale/cart";

type CheckoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: string;
  onPlaceOrder: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The demonstration checkout: free-text fields, none required, nothing stored. Loaded on first
 * use. The fields are uncontrolled, so closing the dialog forgets what was typed.
 */
export default function CheckoutDialog({
  open,
  onOpenChange,
  total,
  onPlaceOrder,
  onCloseAutoFocus,
}: CheckoutDialogProps) {
  const d = t.dialog;
  const id = useId();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Within the window at any size: the details scroll, the actions stay in view below
          them, so Place Order and Cancel are never cut off (the form held them at its end,
          out of sight on a 1280x800 or 375x667 screen). */}
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(`${id}-name`)?.focus();
        }}
        className="flex max-w-lg flex-col"
      >
        <form
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            onPlaceOrder();
          }}
        >
          <div className="min-h-0 flex-1 overflow-y-auto p-6 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="font-display text-3xl font-medium text-tea-900">
                {d.title}
              </DialogTitle>
              <DialogCloseButton label={d.close} className="-mt-1 -mr-2" />
            </div>
            <DialogDescription className="mt-2 text-muted">{d.description}</DialogDescription>
            <p className="mt-5 flex items-baseline justify-between rounded-xl bg-ivory px-4 py-3">
              <span className="font-medium">{d.totalToPay}</span>
              <span className="font-display text-2xl font-medium text-tea-800">{total}</span>
            </p>

            <div className="mt-6 grid gap-4">
              <Field id={`${id}-name`} label={d.name}>
                {(control) => <Input {...control} autoComplete="name" />}
              </Field>
              <Field id={`${id}-email`} label={d.email}>
                {(control) => (
                  <Input {...control} type="email" autoComplete="email" inputMode="email" />
                )}
              </Field>
              <Field id={`${id}-phone`} label={d.phone}>
                {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" />}
              </Field>
              <Field id={`${id}-address`} label={d.address}>
                {(control) => <Textarea {...control} rows={2} autoComplete="street-address" />}
              </Field>
              <Field id={`${id}-card`} label={d.card} hint={d.cardHint}>
                {(control) => <Input {...control} autoComplete="cc-number" inputMode="numeric" />}
              </Field>
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
