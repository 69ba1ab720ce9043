import type { Route } from "./+types/gallery";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { GalleryView } from "~/features/gallery/gallery-view";
import { galleryPage } from "~/i18n/gallery";

export const meta: Route.MetaFunction = () => pageMeta("gallery", galleryPage);

export default function GalleryPage() {
  return (
    <>
      <PageHero
        title={galleryPage.heading}
        intro={galleryPage.intro}
        photoId="1520250497591-112f2f40a3f4"
        photoAlt={galleryPage.photoAlt}
      />
      <GalleryView />
    </>
  );
}
