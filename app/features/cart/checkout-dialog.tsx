import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, type ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/input";
import { cart as t } from "~/locale/cart";
import { cn } from "~/lib/cn";

type CheckoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: string;
  onPlaceOrder: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The demonstration checkout (spec section 5): free-text fields, none required, nothing stored.
 * Loaded on first use. The fields are uncontrolled, so closing the dialog forgets what was typed.
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-tea-950/55 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_0.2s_ease-out]" />
        {/* Within the window at any size: the details scroll, the actions stay in view below
            them, so Place Order and Cancel are never cut off (the form held them at its end,
            out of sight on a 1280x800 or 375x667 screen). */}
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(`${id}-name`)?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl ring-1 ring-black/5"
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
                <Dialog.Title className="font-display text-3xl font-medium text-tea-900">
                  {d.title}
                </Dialog.Title>
                <Dialog.Close
                  aria-label={d.close}
                  className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-tea-50"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="mt-2 text-muted">{d.description}</Dialog.Description>
              <p className="mt-5 flex items-baseline justify-between rounded-xl bg-ivory px-4 py-3">
                <span className="font-medium">{d.totalToPay}</span>
                <span className="font-display text-2xl font-medium text-tea-800">{total}</span>
              </p>

              <div className="mt-6 grid gap-4">
                <Field id={`${id}-name`} label={d.name} autoComplete="name" />
                <Field
                  id={`${id}-email`}
                  label={d.email}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                />
                <Field
                  id={`${id}-phone`}
                  label={d.phone}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                />
                <div>
                  <label htmlFor={`${id}-address`} className="mb-1.5 block text-sm font-medium">
                    {d.address}
                  </label>
                  <textarea
                    id={`${id}-address`}
                    rows={2}
                    autoComplete="street-address"
                    className={cn(fieldClass, "resize-y")}
                  />
                </div>
                <Field
                  id={`${id}-card`}
                  label={d.card}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  hint={d.cardHint}
                />
              </div>
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-tea-100 px-6 py-4 sm:flex-row sm:justify-end sm:px-8">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  {d.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit">{d.place}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type FieldProps = ComponentProps<"input"> & { id: string; label: string; hint?: string };

function Field({ id, label, hint, type = "text", ...props }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={fieldClass}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
