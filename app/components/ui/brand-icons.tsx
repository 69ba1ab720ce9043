import sprite from "./brand-icons.svg?no-inline";

/**
 * The brands whose marks the footer shows, drawn small (the icon set dropped brand logos). Their
 * drawings are one cached SVG file, not page code: every page's first load carries only this.
 */
export type Brand = "facebook" | "instagram" | "twitter" | "youtube" | "linkedin";

export function BrandIcon({ brand, className }: { brand: Brand; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      width="16"
      height="16"
      aria-hidden="true"
      className={className}
    >
      <use href={`${sprite}#${brand}`} />
    </svg>
  );
}
