import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const fieldClass =
  "block w-full rounded-lg border border-tea-200 bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted/80 shadow-xs transition-colors focus-visible:border-tea-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold-400 aria-invalid:border-red-700";

// The controls a Field (field.tsx) wires up. `className` adds to the field style; it never
// restates one of its utilities (cn has no tailwind-merge).

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClass, className)} {...props} />;
}

/** Grows downward only, from its `rows`. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "resize-y", className)} {...props} />;
}

/** A native select in the field style, with its own chevron. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(fieldClass, "cursor-pointer appearance-none pr-11", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
