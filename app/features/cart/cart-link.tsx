import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { pagePath } from "~/content/runtime/pages";
import { useCart } from "./cart-provider";

/**
 * A link to the cart that says how much it holds, in the page's words. Only this link follows the
 * cart, so a page that shows it (the online menu) does not render again on every Add to Cart.
 */
export function CartLink({
  label,
  className,
}: {
  label: (count: number) => string;
  className?: string;
}) {
  const { count } = useCart();
  return (
    <Link to={pagePath("cart")} className={className}>
      <ShoppingBag aria-hidden="true" />
      {label(count)}
    </Link>
  );
}
