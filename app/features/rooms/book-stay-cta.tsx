import { useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { policies } from "~/content/runtime/policies";
import { roomView as v } from "~/locale/room-view";
import { pagePath } from "~/content/runtime/pages";

/** The rooms page's closing call to action. */
export function BookStayCta() {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative isolate overflow-hidden bg-tea-900 py-20 text-white sm:py-28"
    >
      <span aria-hidden="true" className="photo-placeholder absolute inset-0 -z-10 opacity-40" />
      <Container className="text-center">
        <h2
          id={`${id}-title`}
          className="mx-auto max-w-2xl text-3xl leading-tight font-medium sm:text-5xl"
        >
          {v.ctaTitle}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-white/85">
          {v.ctaText(policies.freeCancellationHours)}
        </p>
        <Link
          to={pagePath("reservations")}
          className={buttonVariants({ variant: "gold", size: "lg", className: "mt-10" })}
        >
          {v.bookNow}
        </Link>
      </Container>
    </section>
  );
}
