import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  id?: string;
  align?: "center" | "start";
  className?: string;
};

/** The eyebrow, serif heading and lead paragraph that open each section. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl leading-tight font-medium text-tea-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-relaxed text-muted">{children}</div> : null}
    </div>
  );
}
