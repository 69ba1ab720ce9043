import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const fieldClass =
  "block w-full rounded-lg border border-tea-200 bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted/80 shadow-xs transition-colors focus-visible:border-tea-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold-400 aria-invalid:border-red-700";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, className)} {...props} />;
}
