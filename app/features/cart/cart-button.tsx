import { ShoppingBag } from "lucide-react";
import { CountLink } from "~/components/ui/count-link";
import { pagePath } from "~/content/runtime/pages";
import { formatBadge } from "~/i18n/format";
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
    <CountLink
      to={pagePath("cart")}
      label={m.nav.cartButton(count)}
      badge={formatBadge(count, m.locale)}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
    </CountLink>
  );
}
