import { ArrowRight, CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { Room } from "~/content/runtime/rooms";
import { rooms as t } from "~/locale/rooms";
import { itemPath, pagePath } from "~/content/runtime/pages";

/** An unknown room id, with every room to choose from; the production server answers it 404. */
export function RoomNotFound({
  rooms,
}: {
  rooms: readonly Pick<Room, "id" | "name" | "shortDescription">[];
}) {
  return (
    <>
      <PageHero size="slim" title={t.notFoundTitle} />
      <section className="bg-ivory py-16 sm:py-24">
        <Container className="max-w-3xl">
          <div
            role="alert"
            className="flex gap-4 rounded-2xl border border-gold-300 bg-gold-100/60 p-6 sm:p-8"
          >
            <CircleAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-gold-700" />
            <div>
              <p className="font-display text-2xl font-medium text-tea-900">{t.notFoundTitle}</p>
              <p className="mt-2 text-lg text-ink">{t.notFoundText}</p>
              <Link to={pagePath("rooms")} className={buttonVariants({ className: "mt-6" })}>
                {t.viewAll}
              </Link>
            </div>
          </div>
          <h2 className="mt-16 text-2xl font-medium text-tea-900">{t.notFoundSuggestions}</h2>
          <ul className="mt-6 divide-y divide-tea-100 rounded-2xl bg-white ring-1 ring-tea-900/8">
            {rooms.map((room) => (
              <li key={room.id}>
                <Link
                  to={itemPath("room", room.id)}
                  className="group flex items-center justify-between gap-4 px-6 py-4 hover:bg-tea-50"
                >
                  <span>
                    <span className="block font-medium text-tea-900">{room.name}</span>
                    <span className="block text-sm text-muted">{room.shortDescription}</span>
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-tea-600 transition-transform group-hover:translate-x-1"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
