import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Photo } from "~/components/ui/photo";
import type { Testimonial } from "~/content/schemas/collections/testimonials";
import { formatMonthYear } from "~/locales/month-year";
import { site as m } from "~/locale/site";
import { avatarUrl } from "~/lib/photo";
import { cn } from "~/lib/cn";
import { goToIndex, nextIndex, previousIndex } from "./carousel";
import { home as t } from "~/locale/home";

const arrowClass =
  "grid size-11 place-items-center rounded-full border border-tea-700/30 bg-white text-tea-800 transition-colors hover:border-tea-700 hover:bg-tea-50";

/**
 * Guest Experiences carousel: starts at 0, next and previous wrap, dots jump,
 * 500 ms slide. No autoplay, so nothing moves unless the guest asks; arrow keys, Home and End
 * work anywhere inside it, and only the visible slide is exposed to assistive technology.
 */
export function TestimonialCarousel({ items }: { items: readonly Omit<Testimonial, "order">[] }) {
  const copy = t.testimonials;
  const [index, setIndex] = useState(0);
  const count = items.length;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, (current: number) => number> = {
      ArrowRight: (current) => nextIndex(current, count),
      ArrowLeft: (current) => previousIndex(current, count),
      Home: () => goToIndex(0, count),
      End: () => goToIndex(count - 1, count),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setIndex(move);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.label}
      onKeyDown={onKeyDown}
      className="mx-auto mt-14 max-w-3xl"
    >
      <div className="overflow-hidden">
        <div
          aria-live="polite"
          data-carousel-track=""
          className="flex transition-transform duration-500 ease-in-out motion-reduce:transition-none"
          style={{ transform: `translateX(${index * -100}%)` }}
        >
          {items.map((item, position) => {
            const hidden = position !== index;
            return (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={copy.slide(position + 1, count)}
                aria-hidden={hidden || undefined}
                inert={hidden}
                className="w-full shrink-0 px-6 py-10 sm:px-14 sm:py-14"
              >
                <figure className="flex h-full flex-col items-center text-center">
                  <Quote aria-hidden="true" className="size-10 fill-gold-300/30 text-gold-300" />
                  <blockquote className="mt-6 font-display text-2xl leading-snug text-balance text-white italic sm:text-4xl">
                    <p>“{item.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-auto flex items-center gap-4 pt-8 text-left">
                    <Photo
                      src={avatarUrl(item.avatar, 128)}
                      alt={item.name}
                      ratio={1}
                      kind="person"
                      className="size-14 shrink-0 rounded-full ring-2 ring-gold-300"
                    />
                    <span className="flex flex-col">
                      <span className="font-semibold text-white">{item.name}</span>
                      <span className="text-sm text-white/75">
                        {item.position} ·{" "}
                        <time dateTime={item.date.slice(0, 7)}>
                          {formatMonthYear(item.date, m.locale)}
                        </time>
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-6">
        <button
          type="button"
          className={arrowClass}
          aria-label={copy.previous}
          onClick={() => setIndex((current) => previousIndex(current, count))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div role="group" aria-label={copy.dots} className="flex items-center gap-1">
          {items.map((item, position) => (
            <button
              key={item.id}
              type="button"
              aria-label={copy.show(position + 1)}
              aria-current={position === index ? "true" : undefined}
              onClick={() => setIndex(goToIndex(position, count))}
              className="group grid size-8 place-items-center rounded-full"
            >
              <span
                className={cn(
                  "block h-2.5 rounded-full transition-all duration-300",
                  position === index
                    ? "w-7 bg-gold-300"
                    : "w-2.5 bg-white/35 group-hover:bg-white/60",
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={arrowClass}
          aria-label={copy.next}
          onClick={() => setIndex((current) => nextIndex(current, count))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
