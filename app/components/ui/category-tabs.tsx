import { useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Tabs } from "./tabs";

type CategoryTabsProps<Category> = {
  /** The tab list's accessible name. */
  label: string;
  categories: readonly Category[];
  /** Each menu's own look: the list's width and corners, the tabs' height, the panels' spacing. */
  listClassName: string;
  triggerClassName: string;
  panelClassName: string;
  /** What a category's panel holds. */
  children: (category: Category) => ReactNode;
};

/**
 * A menu's categories as tabs, on the dining page and the online order alike: one pill per
 * category, the first one chosen. Every panel is rendered (inactive ones `hidden`), so the
 * prerendered HTML carries the whole menu for readers without JavaScript and for search engines.
 */
export function CategoryTabs<Category extends { id: string; name: string }>({
  label,
  categories,
  listClassName,
  triggerClassName,
  panelClassName,
  children,
}: CategoryTabsProps<Category>) {
  const [tab, setTab] = useState(categories[0]?.id ?? "");
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="mt-12">
      <Tabs.List
        aria-label={label}
        className={cn(
          "grid grid-cols-2 gap-1 bg-white p-1.5 shadow-sm ring-1 sm:grid-cols-4 sm:rounded-full",
          listClassName,
        )}
      >
        {categories.map((category) => (
          <Tabs.Trigger
            key={category.id}
            value={category.id}
            className={cn(
              "rounded-full px-4 text-sm font-medium text-tea-800 transition-colors hover:bg-tea-50 data-[state=active]:bg-tea-700 data-[state=active]:text-white",
              triggerClassName,
            )}
          >
            {category.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Content
          key={category.id}
          value={category.id}
          forceMount
          hidden={tab !== category.id}
          className={panelClassName}
        >
          {children(category)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
