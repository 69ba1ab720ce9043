import { ArrowRight, Check, Sparkles } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Photo } from "~/components/ui/photo";
import type { Offer } from "~/content/runtime/offers";
import { formatDate } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { cn } from "~/lib/cn";
import { offers as offersM } from "~/locale/offers";
import { pagePath } from "~/content/runtime/pages";

/**
 * One package: photo with its saving, what it includes, its validity and the way to book it. The
 * guests' favourite leads the list the width of the page, its photo beside its words from 768 px.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const popular = offer.isPopular === true;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="offer-card"
      className={cn(
        "relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition-shadow duration-300 hover:shadow-xl hover:shadow-tea-900/10",
        popular ? "ring-2 ring-gold-400 md:grid md:grid-cols-2" : "ring-tea-900/8",
      )}
    >
      <div className="relative">
        <Photo
          id={offer.image.id}
          alt={offer.image.alt}
          kind="river"
          {...(popular
            ? {
                className: "aspect-[3/2] size-full md:aspect-auto",
                sizes: "(min-width: 768px) 50vw, 100vw",
              }
            : { ratio: 16 / 10, sizes: "(min-width: 640px) 50vw, 100vw" })}
        />
        <p className="absolute bottom-4 left-4 rounded-full bg-tea-950/85 px-4 py-1.5 font-display text-base font-medium text-gold-200 shadow-lg ring-1 ring-white/15 backdrop-blur-sm">
          {offer.discount}
        </p>
        {popular ? (
          <p className="absolute top-4 right-4 inline-flex items-center gap-1.5 rounded-full bg-gold-300 px-3 py-1 text-xs font-semibold tracking-[0.15em] text-tea-950 uppercase shadow-md">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {offersM.popular}
          </p>
        ) : null}
      </div>
      <div className={cn("flex flex-1 flex-col p-6", popular ? "sm:p-10" : "sm:p-7")}>
        <h3
          id={titleId}
          className={cn("text-2xl leading-snug font-medium text-tea-900", popular && "sm:text-3xl")}
        >
          {offer.title}
        </h3>
        <p className="mt-3 leading-relaxed text-muted">{offer.description}</p>
        <p
          id={`${offer.id}-includes`}
          className="mt-6 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase"
        >
          {offersM.includes}
        </p>
        <ul
          aria-labelledby={`${offer.id}-includes`}
          className="mt-3 flex-1 space-y-2.5 text-sm text-ink"
        >
          {offer.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-600" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <p className="mt-7 border-t border-tea-900/10 pt-5 text-sm text-muted">
          {offersM.validUntil(formatDate(offer.validUntil, m.locale))}
        </p>
        <Link
          to={`${pagePath("reservations")}?offer=${offer.id}`}
          aria-label={offersM.bookLabel(offer.title)}
          className={buttonVariants({
            variant: popular ? "gold" : "primary",
            className: "mt-5 w-full",
          })}
        >
          {offersM.book}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
