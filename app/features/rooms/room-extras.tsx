import {
  AirVent,
  Baby,
  Bath,
  BedDouble,
  CalendarDays,
  CalendarRange,
  CalendarX,
  Check,
  CigaretteOff,
  Coffee,
  ConciergeBell,
  Eye,
  LogIn,
  LogOut,
  Maximize2,
  PawPrint,
  Sparkles,
  Tv,
  Users,
  UtensilsCrossed,
  Wifi,
  type LucideIcon,
} from "lucide-react";
import { withTaka } from "~/components/layout/money";
import { LOCALE } from "~/lib/locale";
import { useId } from "react";
import { useHotelDay } from "~/components/ui/use-hydrated";
import type { Season } from "~/domain/rates";
import { childrenPolicy } from "~/content/runtime/children-policy";
import { hours, policies } from "~/content/runtime/policies";
import type { RoomWithDetails } from "~/content/runtime/rooms";
import { formatArea, formatDate, formatMoney } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { roomExtras as t } from "~/locale/room-extras";
import { IconList } from "./icon-list";
import { DayText, dayPlaceholder } from "~/components/layout/day-text";
import { mapSchedule } from "~/domain/day-schedule";
export { RoomGallery } from "./room-gallery";

// What /rooms/:id shows that does nothing in the browser: the room's photos at the top (its
// gallery), the Overview, Amenities and Policies tabs' bodies and "Why book direct" (room-page.tsx
// shows them as static islands).

/**
 * The Overview tab: the room's description, its facts (its rate for the night the page was built
 * on among them, the price its structured data gives) and its features.
 */
export function OverviewBody({ room }: { room: RoomWithDetails }) {
  const details = room;
  const facts: Parameters<typeof IconList>[0]["items"] = [
    [Maximize2, formatArea(room.area, m.locale)],
    [BedDouble, t.overviewFacts.bed(room.bedType)],
    [Eye, room.view],
    [Users, t.overviewFacts.occupancy(room.capacity, room.adults)],
    [UtensilsCrossed, t.overviewFacts.breakfast],
    [CigaretteOff, t.overviewFacts.nonSmoking],
    [
      CalendarDays,
      // Tonight's rate on the guest's day (the build's in the HTML, as its structured data says).
      <DayText
        schedule={mapSchedule(room.tonightRates, (rate) =>
          t.overviewFacts.rateOn(
            // On a Bengali page with its taka, as the room's price above it (issue 49).
            LOCALE === "bn" ? withTaka(rate, { cents: false }) : formatMoney(rate, m.locale),
            dayPlaceholder,
          ),
        )}
      />,
      "tonight",
    ],
  ];
  return (
    <>
      <h2 className="text-3xl font-medium text-tea-900">{t.overviewTitle}</h2>
      <p className="mt-5 text-lg leading-relaxed text-muted">{details.description}</p>
      <IconList items={facts} className="mt-8" />
      <h3 className="mt-12 text-2xl font-medium text-tea-900">{t.highlightsTitle}</h3>
      <CheckList items={details.features} className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2" />
    </>
  );
}

/**
 * Why a guest should book with the hotel itself: under the tabs on a desktop, after the booking
 * card on a phone.
 */
export function WhyBookDirect() {
  const id = useId();
  const why = t.whyBookDirect;
  return (
    <section aria-labelledby={`${id}-why`} className="rounded-2xl bg-sand p-7">
      <h2 id={`${id}-why`} className="text-2xl font-medium text-tea-900">
        {t.whyBookDirectTitle}
      </h2>
      <CheckList
        items={[
          why.rate,
          why.breakfast,
          why.cancellation(policies.freeCancellationHours),
          why.gift,
          why.flexible,
        ]}
        className="mt-5 space-y-3"
      />
    </section>
  );
}

function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((text) => (
        <li key={text} className="flex items-start gap-3">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-tea-600" />
          {text}
        </li>
      ))}
    </ul>
  );
}

const amenityIcons: LucideIcon[] = [Wifi, Coffee, ConciergeBell, AirVent, Tv, Bath];

export function AmenitiesBody() {
  return (
    <>
      <h2 className="text-3xl font-medium text-tea-900">{t.amenitiesTitle}</h2>
      <IconList
        items={[
          ...t.amenities.slice(0, 2),
          t.roomService(hours.find((entry) => entry.id === "roomService")?.time ?? ""),
          ...t.amenities.slice(2),
        ].map((text, i) => [amenityIcons[i] ?? Check, text])}
        className="mt-8"
      />
      <h2 className="mt-12 text-3xl font-medium text-tea-900">{t.complimentaryTitle}</h2>
      <IconList items={t.complimentary.map((text) => [Sparkles, text])} className="mt-8" />
    </>
  );
}

/**
 * The hotel's policies, and the room's minimum stays: each season still to come (or under way) on
 * the hotel's day that asks for more than one night, with its dates, as the booking form refuses
 * a shorter stay arriving in it (domain/rates stayRefusal).
 */
export function PoliciesBody({ seasons = [] }: { seasons?: readonly Season[] }) {
  const today = useHotelDay();
  const minimums = seasons.filter((season) => (season.minNights ?? 1) > 1 && season.to >= today);
  // A row's text, or its lines (one a season).
  const policyRows: [LucideIcon, string, string | string[]][] = [
    [LogIn, t.policyLabels.checkIn, t.policyText.checkIn(policies.checkIn)],
    [LogOut, t.policyLabels.checkOut, t.policyText.checkOut(policies.checkOut)],
    [
      CalendarRange,
      t.policyLabels.minimumStay,
      minimums.length
        ? minimums.map((season) =>
            t.policyText.minimumStay(
              season.name,
              formatDate(season.from, m.locale),
              formatDate(season.to, m.locale),
              season.minNights!,
            ),
          )
        : t.policyText.noMinimumStay,
    ],
    [
      CalendarX,
      t.policyLabels.cancellation,
      t.policyText.cancellation(policies.freeCancellationHours, policies.lateCancellationCharge),
    ],
    [Baby, t.policyLabels.children, childrenPolicy],
    [PawPrint, t.policyLabels.pets, t.policyText.pets],
  ];
  return (
    <>
      <h2 className="text-3xl font-medium text-tea-900">{t.policiesTitle}</h2>
      <dl className="mt-8 divide-y divide-tea-100 overflow-hidden rounded-2xl bg-white ring-1 ring-tea-900/8">
        {policyRows.map(([Icon, label, text]) => (
          <div key={label} className="px-5 py-5 sm:px-6">
            <dt className="flex items-center gap-4 font-medium text-tea-900">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-tea-50 text-tea-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="mt-1 pl-14 leading-relaxed text-muted">
              {Array.isArray(text)
                ? text.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))
                : text}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
