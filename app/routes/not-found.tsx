import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { mainNav } from "~/content/runtime/navigation";
import { pagePath } from "~/content/runtime/pages";
import { SearchLauncher } from "~/features/search/search-launcher";
import { notFound as words } from "~/locale/not-found";
import { site as m } from "~/locale/site";

export const meta: Route.MetaFunction = () => pageMeta(null);

/** Where a guest who followed a broken link most likely wanted to go. */
const destinations = [...mainNav.filter((key) => key !== "home"), "reservations"] as const;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The spec logs a missing route; a warning keeps the console free of errors.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageHero
        size="slim"
        eyebrow={m.notFound.title}
        title={m.notFound.code}
        intro={m.notFound.description}
      >
        <div className="flex flex-wrap gap-3">
          <Link to={pagePath("home")} className={buttonVariants({ variant: "gold", size: "lg" })}>
            {words.home}
          </Link>
          <SearchLauncher
            label={words.search}
            className={`${buttonVariants({ variant: "outline-light", size: "lg" })} gap-2`}
          />
        </div>
      </PageHero>
      <section aria-labelledby="destinations" className="bg-ivory py-14 sm:py-20">
        <Container>
          <h2 id="destinations" className="text-center font-display text-2xl text-tea-900">
            {words.destinations}
          </h2>
          <ul className="mx-auto mt-8 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3">
            {destinations.map((key) => (
              <li key={key}>
                <Link
                  to={pagePath(key)}
                  className="flex min-h-12 items-center justify-center rounded-xl bg-white px-4 py-3 text-center font-medium text-tea-900 ring-1 ring-tea-900/10 transition-colors hover:bg-tea-50"
                >
                  {m.nav[key]}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
