import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { site, telHref, siteText, deskPhoneShown } from "~/content/runtime/site";
import { cn } from "~/lib/cn";
import { contactDetails as t } from "~/locale/contact-details";

function Detail({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  // The icon sits inside the term, so the list holds only dt/dd pairs.
  return (
    <div className="relative min-h-12 pl-16">
      <dt className="pt-0.5 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-12 items-center justify-center rounded-full bg-white text-tea-700 shadow-sm ring-1 ring-tea-900/8"
        >
          <Icon className="size-5" />
        </span>
        {term}
      </dt>
      <dd className="mt-1 text-lg leading-snug text-tea-900">{children}</dd>
    </div>
  );
}

// Anywhere, not break-words: a long e-mail address must also shrink the column's narrowest width,
// or it widens the page past a 320 px screen (WCAG 1.4.10, reflow).
const linkClass =
  "wrap-anywhere underline decoration-gold-400 decoration-2 underline-offset-4 transition-colors hover:text-tea-700 hover:decoration-tea-700";

/** Address, phone and e-mail, all from the one site-config module (docs/spec-decisions.md). */
export function ContactDetails({
  copy,
  className,
}: {
  /** The section's heading and introduction, from the page's copy. */
  copy: { eyebrow: string; title: string; intro: string };
  className?: string;
}) {
  const { street, locality, postalCode, country } = siteText.address;
  return (
    <section aria-labelledby="contact-details-title" className={className}>
      <SectionHeading
        id="contact-details-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        align="start"
      >
        <p>{copy.intro}</p>
      </SectionHeading>
      <dl className="mt-10 grid gap-7">
        <Detail icon={MapPin} term={t.address}>
          <address className="not-italic">
            {siteText.name}
            <br />
            {street}
            <br />
            {locality} {postalCode}, {country}
          </address>
        </Detail>
        <Detail icon={Phone} term={t.phone}>
          <a href={telHref(site.phone)} className={cn(linkClass, "whitespace-nowrap")}>
            {deskPhoneShown}
          </a>
        </Detail>
        <Detail icon={Mail} term={t.email}>
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </Detail>
      </dl>
    </section>
  );
}
