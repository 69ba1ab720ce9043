import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// One line from 640 px; below, a label wider than the screen allows takes a second line within
// the same height instead of pushing the page wider (Bengali labels on a 320 px screen: WCAG
// 1.4.10, reflow).
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center leading-tight sm:whitespace-nowrap rounded-full font-medium tracking-wide transition-colors duration-200 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-tea-700 text-white hover:bg-tea-800",
        gold: "bg-gold-300 text-tea-950 hover:bg-gold-200",
        outline: "border border-tea-700 text-tea-800 hover:bg-tea-50",
        "outline-light": "border border-white/80 text-white hover:bg-white/10",
        ghost: "text-tea-800 hover:bg-tea-50",
        "ghost-light": "text-white hover:bg-white/10",
        link: "rounded-none px-0 text-tea-700 underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-6 text-sm",
        lg: "h-12 px-8 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * A button. A link that looks like one takes `buttonVariants` on its own element instead of an
 * `asChild` slot: no page needed the slot, and it cost every page a kilobyte.
 */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
