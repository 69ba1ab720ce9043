import { Star } from "lucide-react";
import { formatNumber } from "~/i18n/format";
import { site as m } from "~/locale/site";

const STARS = [1, 2, 3, 4, 5];

/** Five stars filled to the exact rating (4.8 fills 96 %), with the number spelled out for readers. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex items-center gap-2">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="relative inline-flex">
        <span className="flex text-gold-300/45">
          {STARS.map((star) => (
            <Star key={star} className="size-4" strokeWidth={1.5} />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-gold-500"
          style={{ width: `${(rating / 5) * 100}%` }}
        >
          {STARS.map((star) => (
            <Star key={star} className="size-4 shrink-0 fill-current" strokeWidth={1.5} />
          ))}
        </span>
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-tea-900">
        {formatNumber(rating, m.locale, { fractionDigits: 1 })}
      </span>
    </p>
  );
}
