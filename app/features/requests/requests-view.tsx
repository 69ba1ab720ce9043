import { lazy, Suspense, useCallback, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { pagePath } from "~/content/runtime/pages";
import { cn } from "~/lib/cn";
import { requests as t } from "~/locale/requests";
import type { RequestCatalogue } from "./request-text";
import { useRequests } from "./use-requests";
import { changedBy } from "~/domain/guest-requests";

// A request's card, and the code that prices it from the catalogue, load once the device has a
// request to show: the page's first load (and a guest with none) carries neither.
const RequestCard = lazy(() =>
  import("./request-card").then(({ RequestCard }) => ({ default: RequestCard })),
);

/**
 * "My requests": with `?ref=<reference>`, the confirmation view of that request first (where a
 * confirmed booking lands), then every other request kept on this device.
 */
export function RequestsView({ names }: { names: RequestCatalogue }) {
  const requests = useRequests();
  const [params] = useSearchParams();
  const ref = params.get("ref");
  const current = ref ? requests?.find((request) => request.ref === ref) : undefined;
  const others = requests?.filter((request) => request !== current) ?? [];
  // Arriving from a confirmed booking, focus lands on how it reaches the hotel once it is there.
  // It is how the request reaches the hotel: brought to the top of the screen, under the header,
  // so its buttons are in view on a phone too.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
  }, []);

  // Print one request: the others, and the page's chrome, are left off the paper.
  const [printing, setPrinting] = useState<string>();
  const print = (requestRef: string) => {
    // The classes that leave the rest off are in the page before the print dialog reads it.
    flushSync(() => setPrinting(requestRef));
    window.print();
    setPrinting(undefined);
  };
  const printClass = (requestRef: string) =>
    printing && printing !== requestRef ? "print:hidden" : undefined;

  return (
    <section className="bg-ivory py-12 sm:py-16">
      <Container className="max-w-4xl space-y-10">
        {ref && requests && !current ? (
          <p role="status" className="rounded-xl bg-sand px-4 py-3 text-ink">
            {t.notFound(ref)}
          </p>
        ) : null}
        <Suspense fallback={null}>
          {current ? (
            <RequestCard
              request={current}
              names={names}
              full
              replacedBy={changedBy(requests ?? [], current.ref)?.ref}
              headingRef={headingRef}
              onPrint={print}
              className={printClass(current.ref)}
            />
          ) : null}
        </Suspense>
        {/* The list of the others, when there are others, or none at all (the empty box). */}
        {current && others.length === 0 ? null : (
          <section aria-labelledby="requests-list">
            <h2
              id="requests-list"
              className={cn(
                "font-display text-2xl font-medium text-tea-900 sm:text-3xl",
                printing && "print:hidden",
              )}
            >
              {current ? t.allRequests : t.listTitle}
            </h2>
            <p className={cn("mt-2 max-w-2xl text-muted", printing && "print:hidden")}>
              {t.stored}
            </p>
            {/* Until the device's requests are read (after hydration), the empty box holds its
              place unseen (visibility: hidden, out of reach of focus), so the page below does
              not move when it appears. */}
            {!requests || requests.length === 0 ? (
              <div
                className={cn(
                  "mt-6 rounded-2xl bg-white p-6 ring-1 ring-tea-900/8",
                  !requests && "invisible",
                )}
              >
                <p className="text-ink">{t.empty}</p>
                <Link to={pagePath("reservations")} className={cn(buttonVariants(), "mt-4")}>
                  {t.bookRoom}
                </Link>
              </div>
            ) : null}
            <div className="mt-6 space-y-6">
              <Suspense fallback={null}>
                {others.map((request) => (
                  <RequestCard
                    key={request.ref}
                    request={request}
                    names={names}
                    level={3}
                    replacedBy={changedBy(requests ?? [], request.ref)?.ref}
                    onPrint={print}
                    className={printClass(request.ref)}
                  />
                ))}
              </Suspense>
            </div>
          </section>
        )}
      </Container>
    </section>
  );
}
