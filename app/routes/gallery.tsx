import type { Route } from "./+types/gallery";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { entriesOf, pageCopyOf } from "~/content/server/content.server";
import { GalleryView } from "~/components/sections/gallery/gallery-view";

export const loader = () => ({
  copy: pageCopyOf("gallery-page"),
  images: entriesOf("gallery").map(({ id, image, title, category }) => ({
    id,
    image,
    title,
    category,
  })),
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("gallery", loaderData?.copy);

export default function GalleryPage({ loaderData: { copy, images } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <GalleryView images={images} />
    </>
  );
}
