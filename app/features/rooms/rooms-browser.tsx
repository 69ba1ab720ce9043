import { Search } from "lucide-react";
import { Tabs } from "~/components/ui/tabs";
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
} from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { fieldClass } from "~/components/ui/input";
import { SectionHeading } from "~/components/ui/section-heading";
import { findRoomIn, type Room } from "~/content/runtime/rooms";
import { rooms as t } from "~/locale/rooms";
import { roomsList as l } from "~/locale/rooms-list";
import { cn } from "~/lib/cn";
import { RoomCard } from "./room-card";
import { filterRooms, isRoomTab, roomTabs, type RoomTab } from "./room-filter";
import { useClientValue } from "~/components/ui/use-hydrated";
import { itemPath } from "~/content/runtime/pages";

type ListState = { fromList?: boolean } | null;

/** A click the page may take over: the main button, no modifier (those open a tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

// The in-page detail view is never in the prerendered HTML (the query string is read once
// hydrated), so the page ships without it and fetches it when a guest points at, focuses or
// opens a room.
const loadDetailView = () => import("./room-detail-view");
const RoomDetailView = lazy(() =>
  loadDetailView().then((module) => ({ default: module.RoomDetailView })),
);
const preloadDetailView = () => void loadDetailView().catch(() => {});

// The long descriptions are searched too, but only a search needs them: they load when a guest
// first points at or focuses the search field (the detail view's chunk shares them).
type LongTexts = Parameters<typeof filterRooms>[3];
const loadLongTexts = () =>
  import("~/content/runtime/room-details").then((module) => module.roomDetails);

/**
 * The rooms list with tabs and search, and the in-page detail view that replaces it. The chosen
 * room lives in the URL (`?room=<id>`), so Back returns to the list and a room can be shared;
 * the prerendered HTML is the list, and the query string is read once hydrated. Each card's View
 * Details is a link to the room's own page, which crawlers, readers without JavaScript and a new
 * tab get; a plain click opens the in-page view instead.
 */
export function RoomsBrowser({ rooms }: { rooms: readonly Room[] }) {
  const id = useId();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<RoomTab>("all");
  const [query, setQuery] = useState("");
  const [longTexts, setLongTexts] = useState<LongTexts>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const lastShown = useRef<string | null>(null);

  const requested = useClientValue(params.get("room"), null);
  const selected = requested ? findRoomIn(rooms, requested) : undefined;
  const fromList = (location.state as ListState)?.fromList === true;
  // The tab and the field answer in the tap's or key's own frame; the list follows in a render
  // React can interrupt (INP: a tab switch re-renders every card).
  const shown = filterRooms(rooms, useDeferredValue(tab), useDeferredValue(query), longTexts);
  // Not loaded (offline): the names and short texts are still searched; the next focus retries.
  const prepareSearch = () => {
    if (!longTexts) void loadLongTexts().then(setLongTexts, () => {});
  };

  // Back from a room: keyboard focus returns to the card the guest came from.
  useEffect(() => {
    if (selected) {
      lastShown.current = selected.id;
      return;
    }
    const previous = lastShown.current;
    lastShown.current = null;
    if (previous) document.getElementById(`${id}-view-${previous}`)?.focus();
  }, [selected, id]);

  const open = (roomId: string) =>
    void navigate({ search: `?room=${roomId}` }, { state: { fromList: true } });

  const back = () => {
    // Came from the list: step back in history (scroll position returns too); else replace.
    if (fromList) void navigate(-1);
    else void navigate({ search: "" }, { replace: true });
  };

  const reset = () => {
    setTab("all");
    setQuery("");
    searchRef.current?.focus();
  };

  if (selected) {
    return (
      <Suspense fallback={<div className="min-h-screen bg-ivory" />}>
        <RoomDetailView key={selected.id} room={selected} onBack={back} focusOnMount={fromList} />
      </Suspense>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="bg-ivory py-20 sm:py-28">
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={l.listEyebrow} title={l.listTitle}>
          <p>{l.listIntro}</p>
        </SectionHeading>

        <Tabs.Root
          value={tab}
          onValueChange={(value) => isRoomTab(value) && setTab(value)}
          className="mt-12"
        >
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
            <Tabs.List
              aria-label={l.tabsLabel}
              className="grid grid-cols-3 gap-1 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-tea-900/8 md:inline-flex"
            >
              {roomTabs.map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="rounded-full px-4 py-2.5 text-sm font-medium whitespace-nowrap text-tea-800 transition-colors hover:bg-tea-50 data-[state=active]:bg-tea-700 data-[state=active]:text-white sm:px-6"
                >
                  {l.tabs[value]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="relative md:w-80">
              <label htmlFor={`${id}-search`} className="sr-only">
                {l.searchLabel}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
              />
              <input
                ref={searchRef}
                id={`${id}-search`}
                type="search"
                value={query}
                onChange={(event) => {
                  // Also here: a search typed before hydration arrives as a change, its focus gone.
                  prepareSearch();
                  setQuery(event.target.value);
                }}
                onFocus={prepareSearch}
                onPointerEnter={prepareSearch}
                placeholder={l.searchPlaceholder}
                autoComplete="off"
                className={cn(fieldClass, "rounded-full pl-11")}
              />
            </div>
          </div>

          <p role="status" className="mt-6 text-sm text-muted">
            {l.resultCount(shown.length, rooms.length)}
          </p>

          <Tabs.Content value={tab} className="mt-6 outline-none focus-visible:outline-2">
            {shown.length > 0 ? (
              <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((room) => (
                  <li key={room.id}>
                    <RoomCard
                      room={room}
                      action={
                        <Link
                          id={`${id}-view-${room.id}`}
                          to={itemPath("room", room.id)}
                          className={buttonVariants({ variant: "outline", className: "w-full" })}
                          aria-label={t.viewDetailsOf(room.name)}
                          onClick={(event) => {
                            if (!isPlainClick(event)) return;
                            event.preventDefault();
                            open(room.id);
                          }}
                          onPointerEnter={preloadDetailView}
                          onFocus={preloadDetailView}
                        >
                          {t.viewDetails}
                        </Link>
                      }
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mx-auto max-w-xl rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-tea-900/8">
                <p className="font-display text-2xl text-tea-900">{l.empty}</p>
                <p className="mt-3 text-muted">{l.emptyHint}</p>
                <Button type="button" className="mt-8" onClick={reset}>
                  {l.reset}
                </Button>
              </div>
            )}
          </Tabs.Content>
          {/* One list serves every tab; the others' panels stand empty so each tab's
              aria-controls names an element in the page. */}
          {roomTabs
            .filter((value) => value !== tab)
            .map((value) => (
              <Tabs.Content key={value} value={value} />
            ))}
        </Tabs.Root>
      </Container>
    </section>
  );
}
