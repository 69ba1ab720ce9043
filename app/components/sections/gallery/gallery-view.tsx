import { useSearchParams } from "react-router";
import { Container } from "~/components/ui/container";
import { useClientValue } from "~/components/ui/use-hydrated";
import { useLightbox } from "~/components/ui/lightbox-launcher";
import type { GalleryImage } from "~/content/schemas/collections/gallery";
import { photoViewer as lightboxWords } from "~/locale/photo-viewer";
import { cn } from "~/lib/cn";
import { filterImages, filterParam, galleryFilters, parseFilter } from "./gallery-filter";
import { GalleryGrid } from "./gallery-grid";
import { gallery as copy } from "~/locale/gallery";

/** Category filter (kept in `?category=`), photo grid and lightbox over the filtered set. */
export function GalleryView({ images: galleryImages }: { images: readonly GalleryImage[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The HTML shows All; a filter in the URL applies right after hydration.
  const active = parseFilter(useClientValue(searchParams.get(filterParam), null));
  const images = filterImages(galleryImages, active);
  const lightbox = useLightbox(lightboxWords);
  const photos = images.map((image) => ({
    id: image.image.id,
    alt: image.image.alt,
    title: image.title,
  }));

  const choose = (id: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id === "all") next.delete(filterParam);
        else next.set(filterParam, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section aria-labelledby="gallery-heading" className="py-20 sm:py-28">
      <Container>
        <h2 id="gallery-heading" className="sr-only">
          {copy.heading}
        </h2>
        <div
          role="group"
          aria-label={copy.filterLabel}
          className="flex flex-wrap justify-center gap-2"
        >
          {galleryFilters.map((filter) => {
            const pressed = filter.id === active;
            return (
              <button
                key={filter.id}
                type="button"
                aria-pressed={pressed}
                onClick={() => choose(filter.id)}
                className={cn(
                  "h-11 rounded-full px-5 text-sm font-medium transition-colors",
                  pressed
                    ? "bg-tea-700 text-white shadow-sm"
                    : "bg-white text-tea-800 ring-1 ring-tea-900/10 hover:bg-tea-50",
                )}
              >
                {copy.filters[filter.id]}
              </button>
            );
          })}
        </div>
        <p role="status" className="mt-6 mb-10 text-center text-sm text-muted">
          {copy.showing(images.length, galleryImages.length)}
        </p>
        <GalleryGrid
          images={images}
          labels={copy}
          onOpen={(index, trigger) => lightbox.open(photos, index, trigger)}
          onViewAll={() => choose("all")}
        />
      </Container>
      {lightbox.element}
    </section>
  );
}
