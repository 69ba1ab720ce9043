import { useLightbox } from "~/components/ui/lightbox-launcher";
import { islandsOf } from "~/components/ui/static-island";
import type { Photo } from "~/content/schemas/collections/fields";
import { photoViewer as lightboxWords } from "~/locale/photo-viewer";
import { DiningMenu } from "./dining-menu";
import type { Chef, MenuSection, PrivateRoom, Venue } from "./types";
import { VenueList } from "./venue-list";

// The chef, the photo band, the hours and directions and the private rooms do nothing in the browser: hydrated as
// their prerendered HTML, their code loads only on a client-side visit (docs/decisions/0010).
const island = islandsOf(() => import("./dining-static"));
const ChefProfile = island("ChefProfile");
const DiningInfo = island("DiningInfo");
const PrivateDining = island("PrivateDining");
const PhotoBand = island("PhotoBand");

export type DiningContent = {
  venues: Venue[];
  chef: Chef;
  /** A dish the width of the page, between the chef and his menu. */
  band: Photo;
  menu: MenuSection[];
  privateRooms: PrivateRoom[];
  /** How guests park (content/services.yaml), under the restaurants' address. */
  parking: string;
};

/** The dining page below its hero. One lightbox serves the venue and menu photos. */
export function DiningSections({ venues, chef, band, menu, privateRooms, parking }: DiningContent) {
  const lightbox = useLightbox(lightboxWords);
  return (
    <>
      <VenueList venues={venues} openPhoto={lightbox.open} />
      <ChefProfile chef={chef} />
      <PhotoBand photo={band} kind="dish" />
      <DiningMenu menu={menu} openPhoto={lightbox.open} />
      <DiningInfo parking={parking} />
      <PrivateDining rooms={privateRooms} />
      {lightbox.element}
    </>
  );
}
