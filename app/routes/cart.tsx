import type { Route } from "./+types/cart";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { CartView } from "~/features/cart/cart-view";
import { cartPage } from "~/i18n/cart";

export const meta: Route.MetaFunction = () => pageMeta("cart", cartPage);

export default function CartPage() {
  return (
    <>
      <PageHero
        size="slim"
        title={cartPage.heading}
        intro={cartPage.intro}
        photoId="1414235077428-338989a2e8c0"
        photoAlt={cartPage.photoAlt}
      />
      <CartView />
    </>
  );
}
