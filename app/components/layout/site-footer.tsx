import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandIcon, type Brand } from "~/components/ui/brand-icons";
import { Container } from "~/components/ui/container";
import { footerQuickLinks, legalNav } from "~/content/runtime/navigation";
import { LanguageSwitch } from "./language-switch";
import { pagePath } from "~/content/runtime/pages";
import { establishedYear, site, telHref, siteText, deskPhoneShown } from "~/content/runtime/site";
import { site as m } from "~/locale/site";

const socialIcons = {
  Facebook: "facebook",
  Instagram: "instagram",
  Twitter: "twitter",
  YouTube: "youtube",
  LinkedIn: "linkedin",
} as const satisfies Record<string, Brand>;

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-5 font-display text-lg font-medium text-gold-200">{children}</h2>;
}

/** `newsletter` is null on a page that has its own sign-up (the offers page): one a page. */
export function SiteFooter({ newsletter, year }: { newsletter: ReactNode; year: number }) {
  return (
    <footer className="bg-tea-950 text-white/80">
      <Container
        className={`grid gap-12 py-16 sm:grid-cols-2 ${newsletter ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        <div>
          <p className="font-display text-2xl font-semibold text-white">{siteText.logoName}</p>
          <p className="mt-1 text-[0.65rem] font-semibold tracking-[0.3em] text-gold-200 uppercase">
            {siteText.logoTagline}
          </p>
          <p className="mt-5 text-sm leading-relaxed">{m.footer.blurb(establishedYear)}</p>
          <h2 className="sr-only">{m.footer.social}</h2>
          <ul className="mt-6 flex gap-2">
            {site.social.map(({ name, href }) => {
              return (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-11 items-center justify-center rounded-full border border-white/20 text-white transition-colors hover:border-gold-300 hover:text-gold-200"
                  >
                    <BrandIcon brand={socialIcons[name]} className="size-4" />
                    <span className="sr-only">
                      {name} {m.footer.opensInNewTab}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="mb-5 font-display text-lg font-medium text-gold-200"
          >
            {m.footer.quickLinks}
          </h2>
          {/* Two columns at every width: one column of eleven left the others short above a
              wide dark gap. Row by row, in the order of the list. */}
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {footerQuickLinks.map((key) => (
              <li key={key}>
                <Link
                  to={pagePath(key)}
                  className="inline-block py-1.5 hover:text-gold-200 hover:underline"
                >
                  {m.nav[key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <FooterHeading>{m.footer.contact}</FooterHeading>
          <address className="space-y-4 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>
                <span className="sr-only">{m.footer.address}: </span>
                {siteText.address.street}, {siteText.address.locality} {siteText.address.postalCode}
                , {siteText.address.country}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={telHref(site.phone)} className="hover:text-gold-200 hover:underline">
                <span className="sr-only">{m.footer.phone}: </span>
                {deskPhoneShown}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a
                href={`mailto:${site.email}`}
                className="break-all hover:text-gold-200 hover:underline"
              >
                <span className="sr-only">{m.footer.email}: </span>
                {site.email}
              </a>
            </p>
          </address>
        </div>
        {newsletter ? <div>{newsletter}</div> : null}
      </Container>
      <div className="border-t border-white/10">
        {/* Room below the last row for the chat launcher (fixed, bottom right), so at the foot of the
            page it covers none of these links. */}
        <Container className="flex flex-col gap-4 pt-6 pb-24 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>{m.footer.copyright(year)}</p>
          <nav aria-label={m.footer.legal}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {[...legalNav, "accessibility" as const].map((key) => (
                <li key={key}>
                  <Link to={pagePath(key)} className="hover:text-gold-200 hover:underline">
                    {key === "accessibility" ? m.footer.accessibility : m.nav[key]}
                  </Link>
                </li>
              ))}
              <li>
                <LanguageSwitch className="font-medium text-gold-200 hover:text-gold-100" />
              </li>
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
