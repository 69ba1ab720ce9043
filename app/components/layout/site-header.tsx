import { ClipboardList, Menu, X } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CountBadge, CountLink } from "~/components/ui/count-link";
import { useRequestCount } from "~/components/ui/use-request-count";
import { legalNav, mainNav } from "~/content/runtime/navigation";
import { pagePath } from "~/content/runtime/pages";
import { site, telHref, siteText, deskPhoneShown } from "~/content/runtime/site";
import { formatBadge } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { cn } from "~/lib/cn";
import { LanguageSwitch } from "./language-switch";

export const SOLID_AFTER_PX = 50;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

export function Wordmark({ light }: { light: boolean }) {
  return (
    // Named by the words it shows, then "home" for readers only: a voice-control user says what
    // they see (WCAG 2.5.3, label in name).
    <Link to={pagePath("home")} className="group flex flex-col leading-none">
      <span
        className={cn(
          "font-display text-xl font-semibold tracking-tight whitespace-nowrap sm:text-2xl",
          light ? "text-white" : "text-tea-900",
        )}
      >
        {siteText.logoName}
      </span>
      <span
        className={cn(
          "mt-1 text-[0.65rem] font-semibold tracking-[0.3em] uppercase",
          light ? "text-gold-200" : "text-gold-700",
        )}
      >
        {siteText.logoTagline}
      </span>
      <span className="sr-only">, {m.nav.homeLink}</span>
    </Link>
  );
}

/**
 * Fixed header (on a short screen, 400% zoom for one, it scrolls away with the page: app.css):
 * transparent over the hero until 50 px of scroll, then solid white. The main links
 * sit in the bar from 1280 px (nine of them, in Bengali too, on one line each); narrower screens
 * get them from the menu button. `search` and
 * `cart` are the search and cart buttons (features, handed in by the root). The requests this
 * device keeps ("My requests", with their number) are an icon from 640 px and an entry of the menu.
 */
export function SiteHeader({ search, cart }: { search: ReactNode; cart: ReactNode }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  // The menu remembers the page it was opened on, so it is closed on any route change.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const solid = scrolled || menuOpen;
  const requestCount = useRequestCount();
  const requestBadge = formatBadge(requestCount, m.locale);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "relative py-2 text-sm font-medium whitespace-nowrap transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:scale-x-0 after:bg-current after:transition-transform hover:after:scale-x-100",
      solid ? "text-tea-900 hover:text-tea-700" : "text-white hover:text-gold-100",
      isActive && "after:scale-x-100",
    );

  return (
    <header
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300 print:hidden",
        solid
          ? "bg-white text-ink shadow-[0_1px_0_rgb(0_0_0/0.06),0_8px_24px_-12px_rgb(0_0_0/0.18)]"
          : // A scrim under the see-through header keeps its white text legible over any photo,
            // and tells contrast checkers its background is an image, not the page's ivory.
            "bg-linear-to-b from-tea-950/60 to-transparent text-white",
      )}
    >
      <div
        className={cn(
          "hidden border-b text-xs md:block",
          solid ? "border-tea-100 text-muted" : "border-white/15 text-white/85",
        )}
      >
        <Container className="flex h-9 items-center justify-between gap-6">
          <p className="flex gap-5">
            <a href={telHref(site.phone)} className="hover:underline">
              {deskPhoneShown}
            </a>
            <a href={`mailto:${site.email}`} className="hover:underline">
              {site.email}
            </a>
          </p>
          <ul className="flex gap-5">
            {legalNav.map((key) => (
              <li key={key}>
                <Link to={pagePath(key)} className="hover:underline">
                  {m.nav[key]}
                </Link>
              </li>
            ))}
            {/* Room for the word in any face: on an English page "বাংলা" is drawn by a face that
                arrives after the first paint (locale.css), and the links before it stay put. */}
            <li className="min-w-10">
              <LanguageSwitch className="font-semibold" />
            </li>
          </ul>
        </Container>
      </div>
      <Container className="flex h-18 items-center justify-between gap-4">
        <Wordmark light={!solid} />
        <nav aria-label={m.nav.label} className="hidden xl:block">
          <ul className="flex items-center gap-5 2xl:gap-7">
            {mainNav.map((key) => (
              <li key={key}>
                <NavLink to={pagePath(key)} end className={linkClass}>
                  {m.nav[key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <div className={cn("flex items-center gap-1", solid ? "text-tea-900" : "text-white")}>
            {search}
            <CountLink
              to={pagePath("requests")}
              label={m.nav.requestsButton(requestCount)}
              badge={requestBadge}
              className="max-sm:hidden"
            >
              <ClipboardList aria-hidden="true" className="size-5" />
            </CountLink>
            {cart}
          </div>
          <Link
            to={pagePath("reservations")}
            className={cn(
              buttonVariants({ variant: solid ? "primary" : "gold", size: "sm" }),
              "max-md:hidden",
            )}
          >
            {m.nav.bookNow}
          </Link>
          <button
            type="button"
            className={cn(
              buttonVariants({ variant: solid ? "ghost" : "ghost-light", size: "icon" }),
              "xl:hidden",
            )}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? m.nav.closeMenu : m.nav.openMenu}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </Container>
      <nav
        id="mobile-menu"
        aria-label={m.nav.mobileLabel}
        hidden={!menuOpen}
        className="max-h-[calc(100svh-4.5rem)] overflow-y-auto border-t border-tea-100 bg-white xl:hidden"
      >
        <Container>
          <ul className="divide-y divide-tea-100 py-2">
            {[
              ...mainNav,
              "cart" as const,
              "requests" as const,
              "reservations" as const,
              ...legalNav,
            ].map((key) => (
              <li key={key}>
                <NavLink
                  to={pagePath(key)}
                  end
                  {...(key === "requests" && { "aria-label": m.nav.requestsButton(requestCount) })}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 py-3.5 text-base font-medium text-tea-900",
                      isActive && "text-gold-700",
                    )
                  }
                >
                  {m.nav[key]}
                  {key === "requests" && <CountBadge text={requestBadge} />}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className="py-3.5 text-base font-semibold text-tea-800" />
            </li>
          </ul>
        </Container>
      </nav>
    </header>
  );
}
