import { Suspense, useEffect } from "react";
import { hotelToday } from "~/lib/today";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  Link,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { StickyBar } from "~/components/ui/sticky-bar";
import { pagePath } from "~/content/runtime/pages";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ToastHost } from "~/components/ui/toaster";
import { CartButton } from "~/features/cart/cart-button";
import { CartProvider } from "~/features/cart/cart-provider";
import { ChatLauncher } from "~/features/chat/chat-launcher";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { SearchLauncher } from "~/features/search/search-launcher";
import { site as m } from "~/locale/site";
import { LOCALE } from "~/lib/locale";
import { ignoreCancelledRequests } from "~/lib/cancelled-requests";
import { photoDrawings, photoFallbackScript, photoHoldScript } from "~/lib/photo-fallback";
import { photosDirect } from "~/lib/photo";
import { earlyInputScript, replayEarlyInput } from "~/lib/early-input";
import { serviceWorkerScript } from "~/lib/service-worker";
import { useCurrentYear } from "~/lib/use-build-year";
import "./app.css";
// Nothing for English pages; the Bengali build resolves it to bengali.css (vite.config.ts), so the
// Bengali face is paid for by Bengali pages only, inside their one render-blocking stylesheet.
import "./locale.css";
import frauncesFont from "./fonts/fraunces.woff2?url";
import interFont from "./fonts/inter.woff2?url";
import bengaliFont from "./fonts/noto-sans-bengali.woff2?url";
import bengaliDisplayFont from "./fonts/noto-serif-bengali.woff2?url";

/**
 * The drawings a failed photo's placeholder shows (app/placeholders), by their built addresses: in
 * the prerendered HTML's photo listener only, so the browser's code does not carry them.
 */
const drawingFiles = import.meta.glob<string>("./placeholders/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});

/**
 * Every page sets its headings in Fraunces and its text in Inter (and Bengali pages in Noto Serif
 * and Noto Sans Bengali), so the faces are fetched with the stylesheet, not after it has been
 * parsed: text swaps to its face sooner, and a font is not a render-blocking request (Chrome gives
 * preloads high, not the highest, priority). In the prerendered HTML only: by the time the
 * browser's code runs, the faces are on their way, and their names cost it nothing.
 */
const fontPreloads = () =>
  [frauncesFont, interFont, ...(LOCALE === "bn" ? [bengaliFont, bengaliDisplayFont] : [])].map(
    (href) =>
      ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" }) as const,
  );

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The installed app's name in the page's language.
  { rel: "manifest", href: LOCALE === "bn" ? "/bn/site.webmanifest" : "/site.webmanifest" },
  ...(photosDirect ? [{ rel: "preconnect", href: "https://images.unsplash.com" }] : []),
  ...(import.meta.env.SSR ? fontPreloads() : []),
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#132c20" />
        <Meta />
        <Links />
        {/* Failed photos show their drawing; photos below the first screen wait for the page to load
            (docs/decisions/0022). In the prerendered HTML only; the browser keeps it as it is. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR
              ? `${photoFallbackScript(photoDrawings(drawingFiles))};${photoHoldScript}`
              : "",
          }}
        />
        {/* Taps before the scripts run are held and replayed once the page is hydrated. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyInputScript : "" }}
        />
        {/* The offline copy of the site (docs/decisions/0019), registered after the page loads. */}
        {import.meta.env.PROD ? (
          <script
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR ? serviceWorkerScript : "",
            }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The page's own content hydrates in a second pass, after the header, footer and cart (React
 * hydrates a Suspense boundary's prerendered HTML on its own), so neither pass is one long task on
 * a phone. The mark is set once both are done: it lets tests (and static islands) know the page
 * is interactive.
 */
declare const __BUILD_DAY__: string;

function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Prices kept as prerendered HTML follow the guest's day, not the build's: on a day other than
    // the build's (rare, as the site is rebuilt daily), the code that brings them comes then.
    if (hotelToday() !== __BUILD_DAY__)
      void import("~/components/layout/day-refresh").then((module) => module.showGuestsDay());
    // Whatever was pressed while the scripts loaded takes effect now.
    replayEarlyInput();
    // Client-side visits start only now, and so can only now be cancelled.
    return ignoreCancelledRequests();
  }, []);
  return null;
}

/**
 * Whether the page's route leaves a part of the shell out: its `handle` says `stickyBar: false`
 * (a page for booking or ordering) or `footerNewsletter: false` (a page with a sign-up of its own).
 */
function useLeftOut(part: "stickyBar" | "footerNewsletter") {
  return useMatches().some(
    (match) => (match.handle as Record<string, unknown> | undefined)?.[part] === false,
  );
}

/**
 * A phone's "Book Now" bar, on every page but those that are themselves for booking or ordering
 * and room pages (which carry their own, with the room's price).
 */
function BookNowBar() {
  if (useLeftOut("stickyBar")) return null;
  return (
    <StickyBar label={m.nav.bookNow}>
      <p className="text-sm leading-snug text-tea-900">{m.stickyBar}</p>
      <Link
        to={pagePath("reservations")}
        className={buttonVariants({ size: "md", className: "shrink-0 whitespace-nowrap" })}
      >
        {m.nav.bookNow}
      </Link>
    </StickyBar>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const year = useCurrentYear();
  // One sign-up a page: not the footer's where the page has its own.
  const newsletter = useLeftOut("footerNewsletter") ? null : <NewsletterForm />;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-tea-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.skipToContent}
      </a>
      <SiteHeader search={<SearchLauncher />} cart={<CartButton />} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense>
          {children}
          <HydrationMark />
        </Suspense>
      </main>
      <SiteFooter year={year} newsletter={newsletter} />
      <BookNowBar />
      <ChatLauncher />
      <ToastHost />
    </>
  );
}

export default function App() {
  return (
    <CartProvider>
      <Shell>
        <Outlet />
      </Shell>
    </CartProvider>
  );
}

/** No page ever shows a raw error: anything unexpected gets the site's own calm message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <CartProvider>
      <Shell>
        <PageHero
          size="slim"
          title={notFound ? m.notFound.code : m.errors.title}
          intro={notFound ? m.notFound.description : m.errors.text}
        />
      </Shell>
    </CartProvider>
  );
}
