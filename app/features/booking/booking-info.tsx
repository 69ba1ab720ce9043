import { CalendarX2, Clock, MessageSquareHeart } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { hours, policies } from "~/content/runtime/policies";
import { reservations } from "~/locale/reservations";

/** Cancellation, check-in/out and special requests, all from the one policies module. */
export function BookingInfo() {
  const t = reservations;
  const id = useId();
  const frontDesk = hours.find((entry) => entry.id === "frontDesk");

  return (
    <section aria-labelledby={`${id}-title`} className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={t.infoEyebrow} title={t.infoTitle} />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
          <InfoCard icon={<CalendarX2 />} title={t.info.cancellationTitle}>
            <p>
              {t.info.cancellation(policies.freeCancellationHours, policies.lateCancellationCharge)}
            </p>
          </InfoCard>
          <InfoCard icon={<Clock />} title={t.info.checkInOutTitle}>
            <p>{t.info.checkInOut(policies.checkIn, policies.checkOut)}</p>
            {frontDesk ? <p className="mt-3">{t.info.frontDesk(frontDesk.time)}</p> : null}
          </InfoCard>
          <InfoCard icon={<MessageSquareHeart />} title={t.info.requestsTitle}>
            <p>{t.info.requests}</p>
            <p className="mt-3">{t.info.gift}</p>
          </InfoCard>
        </ul>
      </Container>
    </section>
  );
}

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl bg-ivory p-7 ring-1 ring-tea-900/6">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-tea-700 text-gold-200 [&_svg]:size-6"
      >
        {icon}
      </span>
      <h3 className="mt-5 text-xl font-medium text-tea-900">{title}</h3>
      <div className="mt-3 leading-relaxed text-muted">{children}</div>
    </li>
  );
}
