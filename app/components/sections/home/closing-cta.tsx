import { Gift } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { home as t } from "~/locale/home";
import { pagePath } from "~/content/runtime/pages";

type Closing = { text: string; giftTitle: string; gift: string };

export function ClosingCta({ text, giftTitle, gift }: Closing) {
  const copy = t.closing;
  return (
    <section aria-labelledby="home-closing" className="bg-ivory py-20 sm:py-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-tea-900 px-6 py-16 text-center text-white sm:px-16 sm:py-20">
          <span
            aria-hidden="true"
            className="photo-placeholder absolute inset-0 -z-10 opacity-35"
          />
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-200 uppercase">
            {copy.eyebrow}
          </p>
          <h2
            id="home-closing"
            className="mx-auto mt-4 max-w-2xl text-3xl leading-tight font-medium sm:text-5xl"
          >
            {copy.heading}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-white/85">{text}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link
              to={pagePath("reservations")}
              className={buttonVariants({ variant: "gold", size: "lg" })}
            >
              {copy.book}
            </Link>
            <Link
              to={pagePath("contact")}
              className={buttonVariants({ variant: "outline-light", size: "lg" })}
            >
              {copy.dine}
            </Link>
          </div>
          <div className="mx-auto mt-12 flex max-w-xl items-start gap-4 rounded-2xl border border-gold-300/40 bg-tea-950/40 p-5 text-left">
            <Gift aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-300" />
            <p className="text-white/90">
              <span className="font-display text-lg text-gold-200">
                {giftTitle}
                {copy.stop}
              </span>{" "}
              {gift}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
