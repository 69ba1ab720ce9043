import { Star } from "lucide-react";
import { formatNumber } from "~/i18n/format";
import { site as m } from "~/locale/site";

/** Five stars filled to the rating, the number, and a sentence for screen readers. */
export function Rating({ value, label }: { value: number; label: string }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = Math.max(0, Math.min(1, value - (star - 1)));
          return (
            <span key={star} className="relative inline-block size-4">
              <Star className="absolute inset-0 size-4 text-gold-300" />
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className="size-4 fill-gold-500 text-gold-500" />
              </span>
            </span>
          );
        })}
        <span className="ml-1.5 font-semibold text-ink">
          {formatNumber(value, m.locale, { fractionDigits: 1 })}
        </span>
      </span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
