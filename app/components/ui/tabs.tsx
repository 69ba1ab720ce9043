import {
  createContext,
  use,
  useId,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";

/**
 * Accessible tabs with the compound API of Radix Tabs (Root, List, Trigger, Content), in about
 * 1 KiB instead of Radix's 8 KiB gzip (docs/decisions/0005). WAI-ARIA tabs pattern: one tab stop,
 * arrow keys / Home / End move and activate, panels labelled by their tab.
 */
type TabsContextValue = { value: string; onValueChange: (value: string) => void; id: string };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error("Tabs parts must be used inside <Tabs.Root>");
  return context;
}

const triggerId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

type RootProps = Omit<ComponentProps<"div">, "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
};

function Root({ value, onValueChange, ...props }: RootProps) {
  const id = useId();
  return (
    <TabsContext value={{ value, onValueChange, id }}>
      <div {...props} />
    </TabsContext>
  );
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function List({ onKeyDown, ...props }: ComponentProps<"div">) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = moves[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next?.focus();
    next?.click();
  };
  return <div role="tablist" aria-orientation="horizontal" onKeyDown={onKey} {...props} />;
}

type TriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

function Trigger({ value, onClick, ...props }: TriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.id, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.id, value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !active) tabs.onValueChange(value);
      }}
      {...props}
    />
  );
}

type ContentProps = Omit<ComponentProps<"div">, "value"> & {
  value: string;
  /** Keep inactive panels' content in the DOM (hidden), e.g. so the prerendered HTML holds every tab. */
  forceMount?: boolean;
};

function Content({ value, forceMount = false, hidden, ...props }: ContentProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  // An inactive panel that is not kept is still an (empty, hidden) element: its tab's
  // aria-controls must name something in the page, not a panel that was never rendered.
  if (!active && !forceMount) {
    return (
      <div
        role="tabpanel"
        id={panelId(tabs.id, value)}
        aria-labelledby={triggerId(tabs.id, value)}
        data-state="inactive"
        hidden
      />
    );
  }
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={0}
      hidden={hidden ?? !active}
      {...props}
    />
  );
}

export const Tabs = { Root, List, Trigger, Content };
