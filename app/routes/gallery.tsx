import type { Route } from "./+types/gallery";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { GalleryView } from "~/features/gallery/gallery-view";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("gallery");

export default function GalleryPage() {
  const m = useMessages();
  return (
    <>
      <PageHero
        title={m.pages.gallery.heading}
        intro={m.pages.gallery.intro}
        photoId="1520250497591-112f2f40a3f4"
        photoAlt="The hotel garden and pool at sunset"
      />
      <GalleryView />
    </>
  );
}
