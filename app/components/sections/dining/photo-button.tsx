import { Expand } from "lucide-react";
import type { ComponentProps } from "react";
import { lightboxTriggerProps } from "~/components/ui/lightbox-launcher";
import { Photo, type PhotoKind } from "~/components/ui/photo";
import { cn } from "~/lib/cn";

type PhotoButtonProps = {
  photo: { id: string; alt: string };
  label: string;
  ratio: number;
  sizes: string;
  kind: PhotoKind;
  onOpen: (trigger: HTMLButtonElement) => void;
  className?: string;
  iconClassName?: string;
} & Pick<ComponentProps<"button">, "id">;

/** A photo that opens the lightbox: a real button, named for what it does. */
export function PhotoButton({
  photo,
  label,
  ratio,
  sizes,
  kind,
  onOpen,
  className,
  iconClassName,
  id,
}: PhotoButtonProps) {
  return (
    <button
      {...lightboxTriggerProps}
      id={id}
      aria-label={label}
      onClick={(event) => onOpen(event.currentTarget)}
      className={cn("group relative block cursor-zoom-in overflow-hidden", className)}
    >
      <Photo
        id={photo.id}
        alt={photo.alt}
        ratio={ratio}
        sizes={sizes}
        kind={kind}
        imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <span
        aria-hidden="true"
        className={cn(
          "absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-tea-800 opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100",
          iconClassName,
        )}
      >
        <Expand className="size-4" />
      </span>
    </button>
  );
}
