import { Photo, type PhotoKind } from "~/components/ui/photo";

/**
 * A photo the width of the screen between two sections: a pause between boxes of text, as a
 * hotel's own site lets its pictures breathe. 4:3 on a phone, 16:10 on a tablet, 30rem high on a
 * desktop; offline, its drawing and caption say what it shows.
 */
export function PhotoBand({
  photo,
  kind,
}: {
  photo: { id: string; alt: string };
  kind: PhotoKind;
}) {
  return (
    <Photo
      id={photo.id}
      alt={photo.alt}
      caption={photo.alt}
      kind={kind}
      sizes="100vw"
      className="aspect-[4/3] sm:aspect-[16/10] lg:aspect-auto lg:h-[30rem]"
    />
  );
}
