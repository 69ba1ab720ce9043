import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** A number on a header icon or a menu entry (written by `formatBadge`); nothing when empty. */
export function CountBadge({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-500 px-1 text-xs leading-none font-semibold text-tea-950 tabular-nums",
        className,
      )}
    >
      {text}
    </span>
  );
}

/**
 * A header icon that is a plain link (so it works before the page's code has run), named by
 * `label`, with a count (`badge`) on it once the browser's storage is read.
 */
export function CountLink({
  to,
  label,
  badge,
  className,
  children,
}: {
  to: string;
  label: string;
  badge: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn(
        "relative flex size-11 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-current/10",
        className,
      )}
    >
      {children}
      <CountBadge text={badge} className="absolute top-0.5 right-0.5" />
    </Link>
  );
}
