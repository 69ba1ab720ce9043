import { Clock, CreditCard, MapPin, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { order as t } from "~/locale/order";

/** Where and when the kitchen delivers and how guests pay (content/pages/order.yaml). */
export type Delivery = {
  areas: string[];
  lunch: string;
  dinner: string;
  averageMinutes: { from: number; to: number };
  payments: string[];
};

/** Delivery areas, times and payment options. */
export function DeliveryInfo({ delivery }: { delivery: Delivery }) {
  const id = useId();
  const { from, to } = delivery.averageMinutes;
  return (
    <section aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={t.infoEyebrow} title={t.infoTitle} />
        <div className="mt-14 grid gap-8 md:grid-cols-3">
          <InfoCard icon={MapPin} title={t.areasTitle}>
            <p>{t.areasText}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {delivery.areas.map((area) => (
                <li
                  key={area}
                  className="rounded-full bg-white px-3 py-1 text-sm font-medium text-tea-800 ring-1 ring-tea-200"
                >
                  {area}
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard icon={Clock} title={t.timesTitle}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-medium text-ink">{t.lunch}</dt>
              <dd>{delivery.lunch}</dd>
              <dt className="font-medium text-ink">{t.dinner}</dt>
              <dd>{delivery.dinner}</dd>
            </dl>
            <p className="mt-4">{t.allDays}</p>
            <p className="mt-1">{t.average(from, to)}</p>
          </InfoCard>
          <InfoCard icon={CreditCard} title={t.paymentTitle}>
            <p>{t.paymentText}</p>
            <ul className="mt-4 space-y-1.5">
              {delivery.payments.map((option) => (
                <li key={option} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-500" />
                  {option}
                </li>
              ))}
            </ul>
          </InfoCard>
        </div>
      </Container>
    </section>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-ivory p-8 ring-1 ring-tea-900/6">
      <span className="flex size-12 items-center justify-center rounded-full bg-tea-700 text-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-6 text-2xl font-medium text-tea-900">{title}</h3>
      <div className="mt-4 leading-relaxed text-muted">{children}</div>
    </div>
  );
}
