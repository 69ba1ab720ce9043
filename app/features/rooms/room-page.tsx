import { Users } from "lucide-react";
import { DayPrice } from "~/components/layout/day-text";
import { DayTaka } from "~/components/layout/money";
import { islandsOf, staticIsland } from "~/components/ui/static-island";
import { Tabs } from "~/components/ui/tabs";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { StickyBar } from "~/components/ui/sticky-bar";
import type { Room, RoomWithDetails } from "~/content/runtime/rooms";
import { rooms as t } from "~/locale/rooms";
import { site as m } from "~/locale/site";
import { pagePath } from "~/content/runtime/pages";
import { RoomPrice } from "./room-price";

const detailTabs = ["overview", "amenities", "policies"] as const;
type DetailTab = (typeof detailTabs)[number];

// The tabs' text, the amenities and policies (the same for every room) and why to book direct do
// nothing in the browser: hydrated as their prerendered HTML, their code and words load only on a
// client-side visit (docs/decisions/0010).
const island = islandsOf(() => import("./room-extras"));
const OverviewBody = island("OverviewBody");
const AmenitiesBody = island("AmenitiesBody");
const PoliciesBody = island("PoliciesBody");
const WhyBookDirect = island("WhyBookDirect");
const RoomGallery = island("RoomGallery");
// The other rooms are plain links and photos: kept as prerendered HTML too.
const OtherRooms = staticIsland(() => import("./room-static").then((module) => module.OtherRooms));

type RoomPageProps = {
  room: RoomWithDetails;
  /** Three other rooms, shown at the foot of the page. */
  others: readonly Room[];
  /** Items in the cart, for the "View cart" link once something is in it. */
  cartCount: number;
  /** The booking card's dates and Add to Cart (booking's StayCartForm, composed by the route). */
  addToCart: ReactNode;
};

/** The body of /rooms/:id: tabs, the booking card, why book direct and other rooms. */
export function RoomPage({ room, others, cartCount, addToCart }: RoomPageProps) {
  const [tab, setTab] = useState<DetailTab>("overview");

  return (
    <>
      <section className="bg-ivory py-10 sm:py-16">
        <RoomGallery key={room.id} room={room} />
        {/* On a desktop the booking card stands beside the tabs and "Why book direct" under them
            (the second row's left cell): no tall empty space under the tabs. Not sticky: the card
            and its calendar are taller than a laptop's screen. On a phone: tabs, booking card,
            why book direct. */}
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start lg:gap-x-16">
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as DetailTab)}>
            {/* A fixed height in any font: the Bengali face arriving moves nothing. A label may
                take two lines, as "সুযোগ-সুবিধা" must on a 320 px screen (WCAG 1.4.10, reflow). */}
            <Tabs.List
              aria-label={t.tabsAria}
              className="grid grid-cols-3 gap-1 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-tea-900/8 sm:inline-grid"
            >
              {detailTabs.map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="h-11 rounded-full px-3 text-sm leading-tight font-medium text-tea-800 transition-colors hover:bg-tea-50 data-[state=active]:bg-tea-700 data-[state=active]:text-white sm:px-7"
                >
                  {t.detailTabs[value]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            {/* Every panel is in the HTML (readers without JavaScript, search engines); inactive ones are hidden. */}
            <Panel value="overview" current={tab}>
              {/* Keyed: a visit to another room mounts it afresh (kept HTML does not re-render). */}
              <OverviewBody key={room.id} room={room} />
            </Panel>

            <Panel value="amenities" current={tab}>
              <AmenitiesBody />
            </Panel>

            <Panel value="policies" current={tab}>
              <PoliciesBody key={room.id} seasons={room.rates.seasons} />
            </Panel>
          </Tabs.Root>

          {/* Narrower padding on a phone: the date calendar (296 px) fits a 375 px screen's card. */}
          <div className="rounded-2xl bg-white px-4 py-7 shadow-lg ring-1 shadow-tea-950/5 ring-tea-900/8 sm:p-7 lg:row-span-2">
            <h2 className="text-2xl font-medium text-tea-900">{t.sideCard.title}</h2>
            <RoomPrice room={room} size="text-4xl" />
            <p className="mt-2 flex items-center gap-2 text-ink">
              <Users aria-hidden="true" className="size-4 text-gold-600" />
              {t.sideCard.maxPeople(room.capacity)}
            </p>
            {addToCart}
            <div className="mt-3 grid gap-3">
              <Link
                to={`${pagePath("reservations")}?room=${room.id}`}
                className={buttonVariants({ variant: "outline", size: "lg" })}
              >
                {t.sideCard.bookWithDetails}
              </Link>
              {cartCount > 0 ? (
                <Link
                  to={pagePath("cart")}
                  className={buttonVariants({
                    variant: "link",
                    className: "justify-self-center",
                  })}
                >
                  {t.sideCard.viewCart(cartCount)}
                </Link>
              ) : null}
            </div>
            <p className="mt-5 text-center text-xs text-muted">{t.sideCard.note}</p>
          </div>
          <WhyBookDirect />
        </Container>
      </section>

      {/* Keyed: a visit to another room mounts it afresh (kept HTML does not re-render). */}
      <OtherRooms key={room.id} others={others} />

      {/* On a phone the booking card is far down the page: its price and booking link stay at hand. */}
      <StickyBar label={t.sideCard.title}>
        <p data-price className="flex flex-wrap items-baseline gap-1.5">
          <DayPrice
            prices={room.fromPrices}
            className="font-display text-2xl font-medium text-tea-800"
          />
          <span className="text-sm text-muted">{t.perNight}</span>
          <DayTaka prices={room.fromPrices} className="text-sm text-muted" />
        </p>
        <Link
          to={`${pagePath("reservations")}?room=${room.id}`}
          className={buttonVariants({ size: "md", className: "shrink-0 whitespace-nowrap" })}
        >
          {m.nav.bookNow}
        </Link>
      </StickyBar>
    </>
  );
}

function Panel({
  value,
  current,
  children,
}: {
  value: DetailTab;
  current: DetailTab;
  children: ReactNode;
}) {
  return (
    <Tabs.Content
      value={value}
      forceMount
      hidden={value !== current}
      className="mt-10 rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-8"
    >
      {children}
    </Tabs.Content>
  );
}
