import { Photo } from "~/components/ui/photo";
import type { Photo as PhotoData } from "~/content/schemas/fixed-content";

/** One of a room's photos filling its frame; offline, a drawn room and the photo's caption. */
export const RoomPhoto = ({ image, sizes }: { image: PhotoData; sizes: string }) => (
  <Photo
    id={image.id}
    alt={image.alt}
    caption={image.alt}
    kind="room"
    className="size-full"
    sizes={sizes}
  />
);
