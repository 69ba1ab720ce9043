import { MapPin, MessageCircle } from "lucide-react";
import type { ElementType } from "react";
import { buttonVariants } from "~/components/ui/button";
import { extraRows } from "~/components/layout/extra-lines";
import { deskPhoneShown, site, siteText, telHref } from "~/content/runtime/site";
import type { GuestRequest } from "~/domain/guest-requests";
import { quoteRequest } from "~/domain/request-quote";
import { whatsappLink } from "~/lib/handoff";
import { mapsHref } from "~/content/runtime/maps";
import { arrival as a } from "~/locale/arrival";
import { site as m } from "~/locale/site";
import { stayDays, type RequestCatalogue } from "./request-text";

/**
 * What a guest needs on the day of a stay, on its page in My requests: the dates with the check-in
 * and check-out times, the address with a map link, the airport pickup and the day trips in the
 * order they happen, and the front desk's phone and WhatsApp. Printed with the request.
 */
export function Arrival({
  request,
  names,
  id,
  heading: Heading,
}: {
  request: Extract<GuestRequest, { kind: "stay" }>;
  names: RequestCatalogue;
  id: string;
  heading: ElementType;
}) {
  const { street, locality, postalCode, country } = siteText.address;
  const quote = quoteRequest(request, names);
  // The pickup and the trips in the order they happen: by day, then by time.
  const extras = [...(quote?.kind === "stay" ? quote.extras : [])].sort((one, other) =>
    `${one.choice.day ?? ""} ${one.choice.time ?? ""}`.localeCompare(
      `${other.choice.day ?? ""} ${other.choice.time ?? ""}`,
    ),
  );
  const rows = [...stayDays(request.stay.checkIn, request.stay.checkOut), ...extraRows(extras)];
  return (
    <section
      aria-labelledby={`${id}-arrival ${id}-title`}
      className="mt-6 rounded-2xl bg-ivory px-4 py-5 ring-1 ring-tea-900/8 sm:px-6"
    >
      <Heading id={`${id}-arrival`} className="font-display text-lg font-medium text-tea-900">
        {a.title}
      </Heading>
      <p className="mt-1 text-sm text-muted print:hidden">{a.intro}</p>
      <dl className="mt-3 grid gap-x-8 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label + value}
            className="grid gap-0.5 border-b border-tea-900/8 py-2.5 sm:grid-cols-[7.5rem_1fr] sm:gap-3"
          >
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
        <div className="grid gap-0.5 border-b border-tea-900/8 py-2.5 sm:grid-cols-[7.5rem_1fr] sm:gap-3">
          <dt className="text-muted">{a.address}</dt>
          <dd className="min-w-0 font-medium break-words text-ink">
            {siteText.name}, {street}, {locality} {postalCode}, {country}
          </dd>
        </div>
        <div className="grid gap-0.5 border-b border-tea-900/8 py-2.5 sm:grid-cols-[7.5rem_1fr] sm:gap-3">
          <dt className="text-muted">{a.desk}</dt>
          <dd className="min-w-0 font-medium break-words text-ink">
            <a href={telHref(site.phone)} className="underline underline-offset-4">
              {deskPhoneShown}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-4 flex flex-col gap-3 print:hidden sm:flex-row sm:flex-wrap">
        <OutLink href={mapsHref} icon={MapPin} label={a.map} />
        <OutLink
          href={whatsappLink(site.phone, a.hello(request.ref))}
          icon={MessageCircle}
          label={a.whatsapp}
        />
      </p>
    </section>
  );
}

/** A way out of the site for the day (the map, WhatsApp): it opens in a new tab, and says so. */
function OutLink({ href, icon: Icon, label }: { href: string; icon: ElementType; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only"> {m.footer.opensInNewTab}</span>
    </a>
  );
}
