import type { Route } from "./+types/cart";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { CartView } from "~/features/cart/cart-view";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("cart");

export default function CartPage() {
  const m = useMessages();
  return (
    <>
      <PageHero
        size="slim"
        title={m.pages.cart.heading}
        intro={m.pages.cart.intro}
        photoId="1414235077428-338989a2e8c0"
        photoAlt="A table laid for dinner"
      />
      <CartView />
    </>
  );
}
