import type { AddResult } from "~/components/layout/cart-notice";
import { showToast } from "~/components/ui/toaster";
import { CategoryTabs } from "~/components/ui/category-tabs";
import { useId, type ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Dish, OrderCategoryId, SpiceLevel } from "~/content/schemas/collections/dishes";
import { order as t } from "~/locale/order";
import { DishCard } from "./dish-card";

/** A tab of the online menu and its dishes. */
export type OrderCategory = {
  id: OrderCategoryId;
  name: string;
  description: string;
  dishes: Dish[];
};

type OrderMenuProps = {
  categories: OrderCategory[];
  spiceFlames: Record<SpiceLevel, number>;
  /** The "Cart (n)" link, which follows the cart by itself (features/cart/cart-link.tsx). */
  cartLink: ReactNode;
  onAdd: (dish: Dish) => AddResult;
};

/** The online menu: four category tabs of dish cards and the link to the cart. */
export function OrderMenu({ categories, spiceFlames, cartLink, onAdd }: OrderMenuProps) {
  const id = useId();

  const add = (dish: Dish) => {
    const added = onAdd(dish);
    const words = { title: t.addedTitle, description: t.addedText(dish.name) };
    // All went well: the usual toast. Otherwise (rare) the words that say what happened load.
    if (added.outcome === "added" && added.kept) showToast(words);
    else
      void import("~/components/layout/cart-notice").then(({ tellAdded }) =>
        tellAdded(added, words),
      );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="bg-ivory py-20 sm:py-28">
      <Container>
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id={`${id}-title`}
            eyebrow={t.menuEyebrow}
            title={t.menuTitle}
            align="start"
          >
            <p>{t.menuIntro}</p>
          </SectionHeading>
          {cartLink}
        </div>

        <CategoryTabs
          label={t.tabsLabel}
          categories={categories}
          listClassName="rounded-3xl ring-tea-900/8"
          triggerClassName="py-2.5"
          panelClassName="mt-10 rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-8"
        >
          {(category) => (
            <>
              <p className="text-lg text-muted">{category.description}</p>
              <ul className="mt-8 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {category.dishes.map((dish) => (
                  <li key={dish.id}>
                    <DishCard dish={dish} spiceFlames={spiceFlames} onAdd={add} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </CategoryTabs>
      </Container>
    </section>
  );
}
