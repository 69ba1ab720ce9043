import { staticIsland } from "~/components/ui/static-island";
import { CategoryTabs } from "~/components/ui/category-tabs";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { MenuTagId } from "~/content/schemas/collections/menu";
import { formatMoney } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { cn } from "~/lib/cn";
import { dining as diningM } from "~/locale/dining";
import { PhotoButton } from "./photo-button";
import type { MenuSection, OpenPhoto } from "./types";

const highlighted = new Set<MenuTagId>(["signature", "national-dish", "premium"]);

// Each dish's description is kept as prerendered HTML: it loads only on a client-side visit.
const DishDescription = staticIsland(() =>
  import("./dining-static").then((module) => module.DishDescription),
);

/** The menu in its tabs (CategoryTabs: every panel is in the prerendered HTML). */
export function DiningMenu({ menu, openPhoto }: { menu: MenuSection[]; openPhoto: OpenPhoto }) {
  const copy = diningM.menu;
  const photoSets = Object.fromEntries(
    menu.map((category) => [
      category.id,
      category.items.map((item) => ({ id: item.image.id, alt: item.image.alt, title: item.name })),
    ]),
  );

  return (
    <section aria-labelledby="menu-heading" className="bg-sand py-20 sm:py-28">
      <Container>
        <SectionHeading id="menu-heading" eyebrow={copy.eyebrow} title={copy.heading}>
          <p>{copy.intro}</p>
        </SectionHeading>
        <CategoryTabs
          label={copy.tabsLabel}
          categories={menu}
          listClassName="mx-auto max-w-xl rounded-2xl ring-tea-900/5"
          triggerClassName="h-11"
          panelClassName="mt-12 rounded-2xl outline-offset-8"
        >
          {(category) => (
            <>
              <h3 className="sr-only">{category.name}</h3>
              <ul className="grid gap-6 md:grid-cols-2">
                {category.items.map((item, index) => (
                  <li
                    key={item.name}
                    className="flex gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-tea-900/5 sm:p-5"
                  >
                    <PhotoButton
                      photo={item.image}
                      label={diningM.enlarge(item.name)}
                      ratio={1}
                      kind="dish"
                      sizes="8rem"
                      onOpen={(trigger) => openPhoto(photoSets[category.id] ?? [], index, trigger)}
                      className="w-24 shrink-0 self-start rounded-xl sm:w-32"
                      iconClassName="right-1.5 bottom-1.5 size-7"
                    />
                    <div className="min-w-0 flex-1">
                      <div className="flex items-baseline justify-between gap-3">
                        <h4 className="font-display text-lg leading-snug font-medium text-tea-900 sm:text-xl">
                          {item.name}
                        </h4>
                        <p className="shrink-0 font-display text-lg font-semibold text-gold-700">
                          <span className="sr-only">{copy.priceLabel}: </span>
                          {formatMoney(item.price, m.locale)}
                        </p>
                      </div>
                      <DishDescription text={item.description} />
                      <ul aria-label={copy.tagsLabel} className="mt-3 flex flex-wrap gap-1.5">
                        {item.tags.map((tag) => (
                          <li
                            key={tag.id}
                            className={cn(
                              "rounded-full px-2.5 py-0.5 text-xs font-medium",
                              highlighted.has(tag.id)
                                ? "bg-gold-100 text-gold-700"
                                : "bg-tea-50 text-tea-700",
                            )}
                          >
                            {tag.name}
                          </li>
                        ))}
                      </ul>
                    </div>
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
