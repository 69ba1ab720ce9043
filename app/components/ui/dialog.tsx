import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// The site's modal dialog: Radix Dialog (focus trap, Escape, focus return, aria-modal, the title
// as the dialog's name) with the site's overlay. Words come in as props.

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

/**
 * `panel`: a white card over the dimmed, slightly blurred page (search, checkout).
 * `fullscreen`: the content fills the screen over an almost opaque dark backdrop (photos).
 */
export type DialogVariant = "panel" | "fullscreen";

const overlayClass: Record<DialogVariant, string> = {
  panel: "bg-tea-950/55 backdrop-blur-[2px]",
  fullscreen: "bg-tea-950/92",
};

const contentClass: Record<DialogVariant, string> = {
  panel:
    "left-1/2 w-[calc(100%-2rem)] -translate-x-1/2 overflow-hidden rounded-2xl bg-white text-ink shadow-2xl ring-1 ring-black/5",
  fullscreen: "inset-0 outline-none",
};

/** Where a panel sits: in the middle of the window, within its height, or near its top. */
const placementClass = {
  center: "top-1/2 max-h-[calc(100dvh-2rem)] -translate-y-1/2",
  top: "top-[12vh]",
} as const;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  variant?: DialogVariant;
  /** For panels only. */
  placement?: keyof typeof placementClass;
};

/**
 * The overlay and the dialog box, in a portal. `className` adds layout (a width, flex) and never
 * restates one of the variant's utilities (cn has no tailwind-merge). Without a description, pass
 * `aria-describedby={undefined}`. The overlay fades in; under reduced motion the site's global rule
 * (app.css) cuts the fade to nothing.
 */
export function DialogContent({
  variant = "panel",
  placement = "center",
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(
          "fixed inset-0 z-50 data-[state=open]:animate-[fade-in_0.2s_ease-out]",
          overlayClass[variant],
        )}
      />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50",
          contentClass[variant],
          variant === "panel" && placementClass[placement],
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

const closeButtonClass: Record<DialogVariant, string> = {
  panel: "size-10 text-muted hover:bg-tea-50 [&_svg]:size-5",
  fullscreen:
    "absolute top-4 right-4 z-10 size-11 bg-white/10 text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 [&_svg]:size-6",
};

/** A round × button that closes the dialog; `label` is its accessible name. */
export function DialogCloseButton({
  label,
  variant = "panel",
  className,
}: {
  label: string;
  variant?: DialogVariant;
  className?: string;
}) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full",
        closeButtonClass[variant],
        className,
      )}
    >
      <X aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}
