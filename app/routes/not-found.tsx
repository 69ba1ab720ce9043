import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { site as m } from "~/locale/site";
import { pagePath } from "~/content/pages";

export const meta: Route.MetaFunction = () => pageMeta(null);

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The spec logs a missing route; a warning keeps the console free of errors.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <PageHero
      size="slim"
      eyebrow={m.notFound.title}
      title={m.notFound.code}
      intro={m.notFound.text}
    >
      <Link to={pagePath("home")} className={buttonVariants({ variant: "gold", size: "lg" })}>
        {m.notFound.home}
      </Link>
    </PageHero>
  );
}
