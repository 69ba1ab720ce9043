import { Flame, Leaf, Plus, Star } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Photo } from "~/components/ui/photo";
import type { Dish, SpiceLevel } from "~/content/schemas/collections/dishes";
import { Money } from "~/components/layout/money";
import { cn } from "~/lib/cn";
import { order as t } from "~/locale/order";

const flameColour: Record<SpiceLevel, string> = {
  mild: "text-amber-500",
  medium: "text-orange-500",
  hot: "text-red-600",
  "extra-hot": "text-red-700",
};

/** A dish's heat: as many flames as the order page's spice scale gives its level. */
export function SpiceMeter({ level, flames }: { level: SpiceLevel; flames: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-ink">
      <span aria-hidden="true" className={cn("flex", flameColour[level])} data-flames={flames}>
        {Array.from({ length: flames }, (_, i) => (
          <Flame key={i} className="size-4 fill-current" />
        ))}
      </span>
      <span>
        <span className="sr-only">{t.spicePrefix}</span>
        <span className="capitalize">{t.spiceNames[level]}</span>
      </span>
    </p>
  );
}

type DishCardProps = {
  dish: Dish;
  spiceFlames: Record<SpiceLevel, number>;
  onAdd: (dish: Dish) => void;
};

export function DishCard({ dish, spiceFlames, onAdd }: DishCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-tea-900/8"
    >
      <Photo
        id={dish.image.id}
        alt={dish.image.alt}
        kind="dish"
        ratio={3 / 2}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-4">
          <h3 id={nameId} className="text-xl leading-snug font-medium text-tea-900">
            {dish.name}
          </h3>
          <p className="shrink-0 font-display text-xl font-medium text-tea-800">
            <Money amount={dish.price} />
          </p>
        </div>
        {dish.vegetarian || dish.popular ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {dish.vegetarian ? (
              <li className="inline-flex items-center gap-1.5 rounded-full bg-tea-50 px-3 py-1 text-xs font-semibold text-tea-800 ring-1 ring-tea-200">
                <Leaf aria-hidden="true" className="size-3.5" />
                {t.vegetarian}
              </li>
            ) : null}
            {dish.popular ? (
              <li className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1 text-xs font-semibold text-gold-700 ring-1 ring-gold-200">
                <Star aria-hidden="true" className="size-3.5 fill-current" />
                {t.popular}
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="mt-3 flex-1 leading-relaxed text-muted">{dish.description}</p>
        {/* Two lines' height whether or not a dish has a heat or allergens: beside each other
            (from 640 px), the cards' heat rows and buttons line up; alone in a column, no gap. */}
        <div className="mt-4 space-y-2 sm:min-h-12">
          {dish.spiceLevel ? (
            <SpiceMeter level={dish.spiceLevel} flames={spiceFlames[dish.spiceLevel]} />
          ) : null}
          {dish.allergens ? (
            <p className="text-sm text-muted">
              <span className="font-medium text-ink">{t.allergens}</span>{" "}
              {dish.allergens.join(", ")}
            </p>
          ) : null}
        </div>
        <Button
          type="button"
          className="mt-6 w-full"
          aria-label={t.addToCartOf(dish.name)}
          onClick={() => onAdd(dish)}
        >
          <Plus aria-hidden="true" />
          {t.addToCart}
        </Button>
      </div>
    </article>
  );
}
