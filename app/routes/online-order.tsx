import type { Route } from "./+types/online-order";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useCart } from "~/features/cart/cart-provider";
import { DeliveryInfo } from "~/features/order/delivery-info";
import { OrderMenu } from "~/features/order/order-menu";
import { orderPage } from "~/i18n/order";

export const meta: Route.MetaFunction = () => pageMeta("order", orderPage);

export default function OnlineOrderPage() {
  const cart = useCart();
  return (
    <>
      <PageHero
        title={orderPage.heading}
        intro={orderPage.intro}
        photoId="1585937421612-70a008356fbe"
        photoAlt={orderPage.photoAlt}
      />
      <OrderMenu
        cartCount={cart.count}
        onAdd={(dish) =>
          cart.add({
            id: dish.id,
            name: dish.name,
            price: dish.price,
            image: dish.image.id,
            type: "food",
          })
        }
      />
      <DeliveryInfo />
    </>
  );
}
