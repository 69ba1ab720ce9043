import type { AddResult } from "~/components/layout/cart-notice";
import { showToast } from "~/components/ui/toaster";
import { Tabs } from "~/components/ui/tabs";
import { useId, useState, type ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Dish, OrderCategoryId, SpiceLevel } from "~/content/collections/dishes";
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
  const [tab, setTab] = useState<string>(categories[0]?.id ?? "");

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

        <Tabs.Root value={tab} onValueChange={setTab} className="mt-12">
          <Tabs.List
            aria-label={t.tabsLabel}
            className="grid grid-cols-2 gap-1 rounded-3xl bg-white p-1.5 shadow-sm ring-1 ring-tea-900/8 sm:grid-cols-4 sm:rounded-full"
          >
            {categories.map((category) => (
              <Tabs.Trigger
                key={category.id}
                value={category.id}
                className="rounded-full px-4 py-2.5 text-sm font-medium text-tea-800 transition-colors hover:bg-tea-50 data-[state=active]:bg-tea-700 data-[state=active]:text-white"
              >
                {category.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          {/* All panels are in the prerendered HTML; only the chosen one is shown. */}
          {categories.map((category) => (
            <Tabs.Content
              key={category.id}
              value={category.id}
              forceMount
              hidden={category.id !== tab}
              className="mt-10 rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-8"
            >
              <p className="text-lg text-muted">{category.description}</p>
              <ul className="mt-8 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {category.dishes.map((dish) => (
                  <li key={dish.id}>
                    <DishCard dish={dish} spiceFlames={spiceFlames} onAdd={add} />
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </section>
  );
}
