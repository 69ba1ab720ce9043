import { useLightbox } from "~/components/ui/lightbox-launcher";
import { useMessages } from "~/i18n/messages";
import { ChefProfile } from "./chef-profile";
import { DiningInfo } from "./dining-info";
import { DiningMenu } from "./dining-menu";
import { PrivateDining } from "./private-dining";
import { VenueList } from "./venue-list";

/** The dining page below its hero. One lightbox serves the venue and menu photos. */
export function DiningSections() {
  const m = useMessages();
  const lightbox = useLightbox(m.lightbox);
  return (
    <>
      <VenueList openPhoto={lightbox.open} />
      <ChefProfile />
      <DiningMenu openPhoto={lightbox.open} />
      <DiningInfo />
      <PrivateDining />
      {lightbox.element}
    </>
  );
}
