import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Facts with their icons, in a two-column grid (the room page's overview and amenities); one
 * column below 360 px, where two Bengali words side by side are wider than the screen (WCAG
 * 1.4.10, reflow).
 */
export function IconList({
  items,
  className,
}: {
  /** Each fact's icon and words; a key where the words are not a string. */
  items: ([LucideIcon, string] | [LucideIcon, ReactNode, string])[];
  className?: string;
}) {
  return (
    <ul className={cn("grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4", className)}>
      {items.map(([Icon, text, key]) => (
        <li
          key={key ?? (text as string)}
          className="flex items-center gap-3 rounded-xl bg-white px-3 py-3 text-sm ring-1 ring-tea-900/8 sm:gap-4 sm:px-5 sm:py-4 sm:text-base"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-tea-50 text-tea-700 sm:size-10">
            <Icon aria-hidden="true" className="size-4 sm:size-5" />
          </span>
          <span className="font-medium text-ink">{text}</span>
        </li>
      ))}
    </ul>
  );
}
