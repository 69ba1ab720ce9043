import {
  AirVent,
  Baby,
  Bath,
  CalendarX,
  Check,
  Coffee,
  ConciergeBell,
  LogIn,
  LogOut,
  PawPrint,
  Sparkles,
  Tv,
  Wifi,
  type LucideIcon,
} from "lucide-react";
import { policies } from "~/content/policies";
import { useRoomExtrasMessages } from "~/i18n/room-extras";
import { IconList } from "./icon-list";

// The Amenities and Policies tabs of /rooms/:id, the same for every room (room-page.tsx shows
// them as static islands).

const amenityIcons: LucideIcon[] = [Wifi, Coffee, ConciergeBell, AirVent, Tv, Bath];

export function AmenitiesBody() {
  const t = useRoomExtrasMessages();
  return (
    <>
      <h2 className="text-3xl font-medium text-tea-900">{t.amenitiesTitle}</h2>
      <IconList
        items={t.amenities.map((text, i) => [amenityIcons[i] ?? Check, text])}
        className="mt-8"
      />
      <h2 className="mt-12 text-3xl font-medium text-tea-900">{t.complimentaryTitle}</h2>
      <IconList items={t.complimentary.map((text) => [Sparkles, text])} className="mt-8" />
    </>
  );
}

export function PoliciesBody() {
  const t = useRoomExtrasMessages();
  const policyRows: [LucideIcon, string, string][] = [
    [LogIn, t.policyLabels.checkIn, t.policyText.checkIn(policies.checkIn)],
    [LogOut, t.policyLabels.checkOut, t.policyText.checkOut(policies.checkOut)],
    [
      CalendarX,
      t.policyLabels.cancellation,
      t.policyText.cancellation(policies.freeCancellationHours, policies.lateCancellationCharge),
    ],
    [Baby, t.policyLabels.children, t.policyText.children(policies.childrenFreeUnderAge)],
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
            <dd className="mt-1 pl-14 leading-relaxed text-muted">{text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
