import type { Route } from "./+types/online-order";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { orderCategoryIds } from "~/content/schemas/collections/dishes";
import { entriesOf, pageCopyOf } from "~/content/server/content.server";
import { CartLink } from "~/features/cart/cart-link";
import { useCartActions } from "~/features/cart/cart-provider";
import { DeliveryInfo } from "~/features/order/delivery-info";
import { OrderMenu } from "~/features/order/order-menu";
import { order as orderText } from "~/locale/order";

export const loader = () => {
  const page = pageCopyOf("order-page");
  const { categories, allergens } = page;
  const dishes = entriesOf("dishes");
  return {
    // The page's own words; its delivery fee is the cart page's to charge.
    copy: {
      title: page.title,
      description: page.description,
      heading: page.heading,
      intro: page.intro,
      photo: page.photo,
      photoAlt: page.photoAlt,
    },
    // A tab with no dish in it (the kitchen took its last one off) is not offered.
    categories: orderCategoryIds
      .map((id) => ({
        id,
        ...categories[id],
        dishes: dishes
          .filter((dish) => dish.category === id)
          // eslint-disable-next-line @typescript-eslint/no-unused-vars
          .map(({ order, category, allergens: ids, ...dish }) => ({
            ...dish,
            ...(ids ? { allergens: ids.map((allergen) => allergens[allergen]) } : {}),
          })),
      }))
      .filter((category) => category.dishes.length > 0),
    spiceFlames: page.spiceFlames,
    delivery: {
      areas: page.deliveryAreas,
      lunch: page.lunchHours,
      dinner: page.dinnerHours,
      averageMinutes: page.averageDelivery,
      payments: page.payments,
    },
  };
};

// Its own booking or ordering is the page: no "Book Now" bar at a phone's foot.
export const handle = { stickyBar: false };

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("order", loaderData?.copy);

export default function OnlineOrderPage({
  loaderData: { copy, categories, spiceFlames, delivery },
}: Route.ComponentProps) {
  const cart = useCartActions();
  return (
    <>
      <PageHero
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <OrderMenu
        categories={categories}
        spiceFlames={spiceFlames}
        cartLink={
          <CartLink
            label={orderText.cartLink}
            className={buttonVariants({ variant: "outline", className: "self-start md:self-auto" })}
          />
        }
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
      <DeliveryInfo delivery={delivery} />
    </>
  );
}
