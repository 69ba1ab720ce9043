import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { Photo } from "~/components/ui/photo";
import { cn } from "~/lib/cn";

type PageHeroProps = {
  title: string;
  /** An id for the title, for a region or article the hero opens to be named by it. */
  titleId?: string;
  intro?: ReactNode;
  eyebrow?: string;
  photoId?: string;
  photoAlt?: string;
  children?: ReactNode;
  size?: "full" | "page" | "slim";
};

/** The dark photographic band every page opens with; the header sits transparent over it. */
export function PageHero({
  title,
  titleId,
  intro,
  eyebrow,
  photoId,
  photoAlt = "",
  children,
  size = "page",
}: PageHeroProps) {
  return (
    <section
      className={cn(
        "relative isolate flex items-end overflow-hidden bg-tea-950 text-white print:hidden",
        // The full hero ends where a phone's booking bar begins: its buttons clear of the bar.
        size === "full" && "min-h-[calc(100svh-var(--sticky-bar,0rem))] items-center",
        size === "page" && "min-h-[26rem] sm:min-h-[30rem]",
        size === "slim" && "min-h-[18rem]",
      )}
    >
      {photoId ? (
        <Photo
          id={photoId}
          alt={photoAlt}
          priority
          className="absolute! inset-0 -z-10"
          imgClassName={size === "full" ? "motion-safe:animate-ken-burns" : undefined}
          sizes="100vw"
        />
      ) : (
        <span className="photo-placeholder absolute inset-0 -z-10" aria-hidden="true" />
      )}
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-tea-950/90 via-tea-950/55 to-tea-950/35"
      />
      <Container
        className={cn(
          "animate-fade-in pb-14 sm:pb-20",
          size === "full" ? "pt-28 text-center" : "pt-36",
        )}
      >
        {eyebrow ? (
          <p className="mb-4 text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1
          id={titleId}
          className="max-w-4xl text-4xl leading-[1.1] font-medium text-balance sm:text-5xl lg:text-6xl [text-shadow:0_2px_24px_rgb(0_0_0/0.35)]"
          style={size === "full" ? { marginInline: "auto" } : undefined}
        >
          {title}
        </h1>
        {intro ? (
          <div
            className={cn(
              "mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl",
              size === "full" && "mx-auto",
            )}
          >
            {intro}
          </div>
        ) : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </Container>
    </section>
  );
}
