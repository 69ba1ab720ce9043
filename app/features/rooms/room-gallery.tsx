import { Container } from "~/components/ui/container";
import type { Room } from "~/content/runtime/rooms";
import { roomView as v } from "~/locale/room-view";
import { cn } from "~/lib/cn";
import { RoomPhoto } from "./room-photo";

/**
 * The room's photos at the top of its page: the first large, the others beside it on a desktop
 * and below it on a phone, all in view without a tap (a static island of room-page.tsx: no code
 * in the browser).
 */
export function RoomGallery({ room }: { room: Pick<Room, "images" | "name"> }) {
  const { images, name: roomName } = room;
  return (
    <Container className="mb-12 sm:mb-16">
      <ul
        aria-label={v.carousel.label(roomName)}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:h-[30rem] lg:grid-cols-3 lg:grid-rows-2"
      >
        {images.map((image, index) => (
          <li
            key={image.id}
            className={cn(
              "overflow-hidden rounded-2xl shadow-sm ring-1 ring-tea-900/5",
              index === 0
                ? "col-span-2 aspect-[3/2] lg:row-span-2 lg:aspect-auto"
                : "aspect-square lg:aspect-auto",
              // A fourth photo and beyond: in the phone's grid only, two by two.
              index > 2 && "lg:hidden",
            )}
          >
            <RoomPhoto
              image={image}
              sizes={
                index === 0 ? "(min-width: 1024px) 50rem, 100vw" : "(min-width: 1024px) 25rem, 50vw"
              }
            />
          </li>
        ))}
      </ul>
    </Container>
  );
}
