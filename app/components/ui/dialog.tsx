import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react";
import { cn } from "~/lib/cn";
import type { DialogVariant } from "./dialog-overlay";
import { useAfterNextPaint } from "./use-after-next-paint";

// The site's modal dialog: Radix Dialog (focus trap, Escape, focus return, aria-modal, the title
// as the dialog's name). Words come in as props. The dimmed page behind it is `DialogOverlay`
// (dialog-overlay.tsx), which the opener renders, so that it shows in the tap itself.
//
// Opening a modal dialog makes the browser restyle every element of the page: the rest of the page
// becomes inert, whether Radix does it (pointer-events on <body>) or a native <dialog> does. On the
// home page that is 50–90 ms at 4x CPU, and with the dialog's own render it kept the tap's next
// paint (INP) past 200 ms. So the dialog mounts just after the paint that shows the overlay, within
// the overlay's fade. Closing is immediate.
//
// Radix's own Overlay is not used: it locks the page's scroll with react-remove-scroll, which
// writes a custom property on <body> and a style sheet into <head>, another whole-page restyle.
// `WhileOpen` below does the same job with one non-inherited property on <html>, under 1 ms.

/** A controlled dialog: with `open`, the content mounts after the next paint. */
export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={useAfterNextPaint(open)} onOpenChange={onOpenChange}>
      {children}
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

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
 * Mounted with the content, so it runs exactly while the dialog is open. It notes what had focus
 * before the dialog took it (its layout effect runs before the dialog moves focus in), and keeps
 * the page behind from scrolling (the dialog's own content still does); the gutter keeps a
 * desktop's scrollbar space, so nothing moves.
 */
function WhileOpen({ openerRef }: { openerRef: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [openerRef]);
  useEffect(() => {
    const { style } = document.documentElement;
    const previous = [style.overflow, style.scrollbarGutter] as const;
    style.overflow = "hidden";
    style.scrollbarGutter = "stable";
    return () => {
      [style.overflow, style.scrollbarGutter] = previous;
    };
  }, []);
  return null;
}

/**
 * The dialog box, in a portal (the opener renders `DialogOverlay` behind it). `className` adds
 * layout (a width, flex) and never restates one of the variant's utilities (cn has no
 * tailwind-merge). Without a description, pass `aria-describedby={undefined}`. On closing, focus
 * goes back to what had it before, unless `onCloseAutoFocus` prevents that and places it itself.
 */
export function DialogContent({
  variant = "panel",
  placement = "center",
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50",
          contentClass[variant],
          variant === "panel" && placementClass[placement],
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix would focus its own trigger, which this site's openers are not.
          event.preventDefault();
          if (openerRef.current?.isConnected) openerRef.current.focus();
        }}
        {...props}
      >
        <WhileOpen openerRef={openerRef} />
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
