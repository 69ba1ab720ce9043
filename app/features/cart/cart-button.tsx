import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { pagePath } from "~/content/pages";
import { formatNumber } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { useCart } from "./cart-provider";

/**
 * The header's way to the cart, on every page and width: a bag with the number of items on it. A
 * plain link, so it works before the page's code has run; the number appears once the stored cart
 * is read.
 */
export function CartButton() {
  const { count } = useCart();
  return (
    <Link
      to={pagePath("cart")}
      aria-label={m.nav.cartButton(count)}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-current/10"
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-500 px-1 text-[0.7rem] leading-none font-semibold text-tea-950 tabular-nums"
        >
          {formatNumber(Math.min(count, 99), m.locale)}
          {count > 99 ? "+" : ""}
        </span>
      )}
    </Link>
  );
}
