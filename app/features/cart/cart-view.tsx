import { CircleCheck, Info, ShoppingBag } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { WholeReference } from "~/components/ui/whole-reference";
import { DialogOverlay } from "~/components/ui/dialog-overlay";
import type { HandoffMessage } from "~/components/ui/handoff-links";
import type { PlacedRequestProps } from "~/components/ui/placed-request-props";
import { showToast } from "~/components/ui/toaster";
import { Money, withTaka } from "~/components/layout/money";
import { cart as t } from "~/locale/cart";
import { cartCount, lineKey, type CartItem, type CartTotals } from "./cart-model";
import type { CartQuote, PriceList } from "~/domain/cart-quote";
import type { checkoutRefusal, partyText, quoteCart, refusalText, stayRates } from "./cart-pricing";
import type { Taxes } from "~/domain/stay-quote";
import type { PricedOffer } from "~/domain/stay-quote";
import { hotelToday } from "~/lib/today";
import { useCart } from "./cart-provider";
import { CartTable } from "./cart-table";
import { pagePath } from "~/content/runtime/pages";
import type { OrderLine, RequestBody } from "~/domain/guest-requests";
import type { CheckoutDetails } from "./checkout-values";
import { requestDelivery } from "~/content/runtime/request-delivery";
import { delivers } from "~/domain/delivery-setting";
import { placedHeading } from "./placed-heading";

const loadCheckout = () => import("./checkout-dialog");
const CheckoutDialog = lazy(loadCheckout);

/** Each dish's and room's name in the page's language, by id (the cart page's loader's). */
export type CartNames = Record<CartItem["type"], Record<string, string>>;

/** A request the checkout placed, as kept in My requests: its reference and its message. */
export type KeptOrder = {
  ref: string;
  kind: RequestBody["kind"];
  message: HandoffMessage;
};

/**
 * The cart page below its hero: empty, filled, or order placed. A line is named in the page's
 * language by its id, whatever page it was added on; a name the catalogue no longer has (a dish
 * taken off the menu) is shown as it was stored.
 */
export function CartView({
  deliveryFee,
  areas,
  names,
  prices,
  offers,
  taxes,
  keepOrder,
  prepareOrder,
  placedRequest: PlacedRequest,
  hero,
}: {
  /** The page's hero: the cart's own words, or, once the order is placed, what happened. */
  hero: (ending: string | null) => ReactNode;
  deliveryFee: number;
  areas: readonly string[];
  names: CartNames;
  /** The hotel's prices, by id: every figure is computed from them. */
  prices: PriceList;
  /** The offers a stay may take, as the booking form prices it. */
  offers: readonly PricedOffer[];
  /** The service charge and VAT on rooms (content/policies.yaml). */
  taxes: Taxes;
  /**
   * Keeps what the checkout places in My requests (the food one order, each room a stay request):
   * each one's reference and the message that hands it to the hotel.
   */
  keepOrder: (lines: readonly OrderLine[], contact: CheckoutDetails) => Promise<KeptOrder[]>;
  /** Starts loading what keeping an order takes, as the guest heads for the checkout. */
  prepareOrder: () => void;
  /** How each placed request reaches the hotel (loaded with the order's keeping: routes/cart.tsx). */
  placedRequest: ComponentType<PlacedRequestProps>;
}) {
  const stored = useCart();
  // The cart shows only after hydration (it lives in this browser), so today is the guest's.
  const today = hotelToday();
  // Priced from the catalogue, a room's stay with its offer as the booking form quotes it; a line
  // the catalogue no longer knows is left out. The pricing code comes once the cart has lines,
  // with the words for a stay the hotel would not take now.
  const [pricing, setPricing] = useState<{
    quoteCart: typeof quoteCart;
    refusalText: typeof refusalText;
    checkoutRefusal: typeof checkoutRefusal;
    stayRates: typeof stayRates;
    partyText: typeof partyText;
  } | null>(null);
  const hasLines = stored.items.length > 0;
  useEffect(() => {
    if (hasLines && !pricing) void import("./cart-pricing").then(setPricing, () => {});
  }, [hasLines, pricing]);
  const quote: CartQuote<CartItem> = pricing
    ? pricing.quoteCart(stored.items, { prices, offers, today, deliveryFee, taxes })
    : { lines: [], unknown: [], food: null, stays: null, subtotal: 0, total: 0 };
  const pricingPending = hasLines && !pricing;
  const priced = new Map(quote.lines.map((quoted) => [lineKey(quoted.line), quoted]));
  const cart = {
    ...stored,
    items: quote.lines.map(({ line, unitPrice }) => ({
      ...line,
      price: unitPrice,
      name: names[line.type][line.id] ?? line.name,
    })),
  };
  const totals: CartTotals = {
    count: cartCount(cart.items),
    subtotal: quote.subtotal,
    deliveryFee: quote.food?.deliveryFee ?? 0,
    total: quote.total,
    hasFood: quote.food !== null,
    hasStays: quote.stays !== null,
    roomCharges: quote.stays?.charges ?? { shown: "none" },
  };
  const priceOf = (item: CartItem) => priced.get(lineKey(item))!;
  // A room whose dates have passed, or whose nights the hotel has closed since, cannot be ordered.
  const refusal = pricing?.checkoutRefusal(quote.lines) ?? "";
  const [checkoutRefused, setCheckoutRefused] = useState(false);
  const [placed, setPlaced] = useState<KeptOrder[] | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [checkoutUsed, setCheckoutUsed] = useState(false);
  // After a removal or a finished order, focus moves to the heading of whatever is now shown.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const placedId = useId();
  // Once the order is placed and the dialog gone, focus goes to how it reaches the hotel.
  const [placedFocus, setPlacedFocus] = useState(0);
  const checkoutRef = useRef<HTMLButtonElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) headingRef.current?.focus();
  }, [focusRequest]);

  const remove = (item: CartItem) => {
    cart.remove(lineKey(item));
    showToast({ title: t.removedTitle, description: t.removedText(item.name) });
    setFocusRequest((n) => n + 1);
  };
  const changeQuantity = (item: CartItem, quantity: number) => {
    if (quantity <= 0) remove(item);
    else cart.setQuantity(lineKey(item), quantity);
  };

  // A placed order is kept in My requests, as a booking is, and handed to the hotel from here:
  // the food as one delivery order, each room as a stay request of its own.
  const placeOrder = async (checkout: CheckoutDetails): Promise<boolean> => {
    let kept: KeptOrder[];
    try {
      kept = await keepOrder(
        // What the guest chose, not what it cost: My requests and the message price it again
        // from the catalogue (domain/request-quote), as this page did.
        cart.items.map(({ type, id, name, quantity, dates, party }) => ({
          type,
          id,
          name,
          quantity,
          ...(dates ? { dates } : {}),
          ...(party ? { party } : {}),
        })),
        // The order takes the address, each stay the e-mail (domain/checkout-requests).
        checkout,
      );
    } catch {
      // The code could not load (a dropped connection): the cart and the details stay.
      showToast({ title: t.orderFailedTitle, description: t.orderFailedText });
      return false;
    }
    setPlaced(kept);
    setCheckoutOpen(false);
    cart.clear();
    // The placed view says what happened and takes focus: no toast covers it.
    return true;
  };

  // Once placed, the page's headline says what happened, no more: ready for the guest to send, or
  // being sent by the site. The cart's own words ("review your order") are gone with the cart.
  const ending = placed
    ? placedHeading(
        t.placed,
        placed.map((kept) => kept.kind),
        (kind) => delivers(requestDelivery, kind),
      )
    : null;

  let body;
  if (placed) {
    const [first] = placed;
    const many = placed.length > 1;
    body = (
      <StatePanel icon={<CircleCheck aria-hidden="true" className="size-8" />}>
        {/* What happened is the page's headline (the hero's, above). */}
        {many ? (
          <p className="mx-auto mt-3 max-w-md text-muted">{t.placedMany(placed.length)}</p>
        ) : null}
        {placed.map((kept, index) => (
          <div key={kept.ref} className={many ? "mt-8 border-t border-tea-100 pt-6" : undefined}>
            {/* Each request by what it is and its reference, then how it reaches the hotel. */}
            {many ? (
              <h2
                id={`${placedId}-${index}-subject`}
                className="text-lg font-medium text-balance text-tea-900"
              >
                <WholeReference words={kept.message.subject} reference={kept.ref} />
              </h2>
            ) : (
              <p className="mt-3 font-display text-2xl text-tea-900">
                <span className="text-base text-muted">{t.reference}: </span>
                {kept.ref}
              </p>
            )}
            <Suspense fallback={<div className="mt-6 min-h-48" />}>
              <PlacedRequest
                reference={kept.ref}
                message={kept.message}
                id={`${placedId}-${index}`}
                heading={many ? "h3" : "h2"}
                {...(many ? { named: `${placedId}-${index}-subject` } : {})}
                // The first request's way to the hotel is where focus lands.
                focusKey={index === 0 ? placedFocus : 0}
              />
            </Suspense>
          </div>
        ))}
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Link
            to={`${pagePath("requests")}${many ? "" : `?ref=${first!.ref}`}`}
            className={buttonVariants({ variant: "ghost" })}
          >
            {t.openInRequests}
          </Link>
          <Link to={pagePath("home")} className={buttonVariants({ variant: "ghost" })}>
            {t.returnHome}
          </Link>
          <Link to={pagePath("order")} className={buttonVariants({ variant: "ghost" })}>
            {t.continueShopping}
          </Link>
        </div>
      </StatePanel>
    );
  } else if (pricingPending) {
    // The lines are known, their prices a moment away: nothing is claimed meanwhile.
    body = <div aria-busy="true" className="min-h-64" />;
  } else if (cart.items.length === 0) {
    body = (
      <StatePanel icon={<ShoppingBag aria-hidden="true" className="size-8" />}>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-medium text-tea-900 outline-none sm:text-4xl"
        >
          {t.emptyTitle}
        </h2>
        <p className="mx-auto mt-4 max-w-md text-lg leading-relaxed text-muted">{t.emptyText}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={pagePath("order")} className={buttonVariants()}>
            {t.orderFood}
          </Link>
          <Link to={pagePath("rooms")} className={buttonVariants({ variant: "outline" })}>
            {t.bookRoom}
          </Link>
        </div>
      </StatePanel>
    );
  } else {
    const food = cart.items.filter((item) => item.type === "food");
    const roomItems = cart.items.filter((item) => item.type === "room");
    body = (
      <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-8">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-medium text-tea-900 outline-none"
          >
            {t.itemsTitle}
          </h2>
          {food.length > 0 ? (
            <CartTable
              caption={t.foodTitle}
              kind="food"
              items={food}
              onQuantity={changeQuantity}
              onRemove={remove}
              priceOf={priceOf}
              refusalText={pricing!.refusalText}
              stayRates={pricing!.stayRates}
              partyText={pricing!.partyText}
            />
          ) : null}
          {roomItems.length > 0 ? (
            <CartTable
              caption={t.roomsTitle}
              kind="room"
              items={roomItems}
              onQuantity={changeQuantity}
              onRemove={remove}
              priceOf={priceOf}
              refusalText={pricing!.refusalText}
              stayRates={pricing!.stayRates}
              partyText={pricing!.partyText}
            />
          ) : null}
        </div>
        <Summary
          reaches={reachesWords(totals, roomItems.length)}
          prepare={() => {
            void loadCheckout();
            prepareOrder();
          }}
          totals={totals}
          checkoutRef={checkoutRef}
          refusal={checkoutRefused ? refusal : ""}
          onCheckout={() => {
            // A room the hotel would not take is not ordered: its line says why, and this says so.
            setCheckoutRefused(refusal !== "");
            if (refusal) return;
            prepareOrder();
            setCheckoutUsed(true);
            setCheckoutOpen(true);
          }}
          onClear={() => {
            cart.clear();
            setFocusRequest((n) => n + 1);
          }}
        />
      </div>
    );
  }

  return (
    <>
      {hero(ending)}
      <section className="bg-ivory py-16 sm:py-24">
        <Container>{body}</Container>
        {checkoutOpen ? <DialogOverlay /> : null}
        {checkoutUsed ? (
          <Suspense fallback={null}>
            <CheckoutDialog
              open={checkoutOpen}
              onOpenChange={setCheckoutOpen}
              total={<Money amount={totals.total} />}
              hasFood={totals.hasFood}
              hasStays={totals.hasStays}
              areas={areas}
              onPlaceOrder={placeOrder}
              onCloseAutoFocus={(event) => {
                // Back to the checkout button; once the order is placed it is gone: how the order
                // reaches the hotel, the first thing the placed view says.
                event.preventDefault();
                if (placed) setPlacedFocus((count) => count + 1);
                else checkoutRef.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </section>
    </>
  );
}

function StatePanel({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-tea-900/8 sm:px-12 sm:py-16">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-tea-50 text-tea-700">
        {icon}
      </span>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/**
 * How placing this cart reaches the hotel, said before the guest checks out: the food and each
 * room are requests of their own, sent for the guest where the hotel has them delivered
 * (content/site.yaml), otherwise kept with a reference for the guest to send.
 */
function reachesWords(totals: CartTotals, roomLines: number) {
  const parts = (totals.hasFood ? 1 : 0) + roomLines;
  const kinds = [
    ...(totals.hasFood ? (["order"] as const) : []),
    ...(roomLines ? (["stay"] as const) : []),
  ];
  const sent = kinds.filter((kind) => delivers(requestDelivery, kind)).length;
  if (sent === 0) return t.demoText(parts);
  return sent === kinds.length ? t.demoTextSent(parts) : t.demoTextSome;
}

type SummaryProps = {
  /** How placing the cart reaches the hotel (reachesWords). */
  reaches: string;
  prepare: () => void;
  /** Why the checkout did not open, or "". */
  refusal: string;
  totals: CartTotals;
  checkoutRef: React.Ref<HTMLButtonElement>;
  onCheckout: () => void;
  onClear: () => void;
};

function Summary({
  reaches,
  prepare,
  refusal,
  totals,
  checkoutRef,
  onCheckout,
  onClear,
}: SummaryProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 shadow-tea-950/5 ring-tea-900/8 sm:p-8 lg:sticky lg:top-28"
    >
      <h2 id={`${id}-title`} className="text-2xl font-medium text-tea-900">
        {t.summaryTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.itemCount(totals.count)}</p>
      <dl className="mt-6 space-y-3">
        <div className="flex justify-between gap-4">
          <dt>{t.subtotal}</dt>
          <dd className="tabular-nums">
            <Money amount={totals.subtotal} />
          </dd>
        </div>
        {totals.roomCharges.shown === "added"
          ? totals.roomCharges.lines.map((line) => (
              <div key={line.charge} className="flex justify-between gap-4">
                <dt>{line.charge === "vat" ? t.roomVat : t.roomServiceCharge}</dt>
                <dd className="tabular-nums">
                  <Money amount={line.amount} />
                </dd>
              </div>
            ))
          : null}
        {totals.hasFood ? (
          <div className="flex justify-between gap-4">
            <dt>{t.deliveryFee}</dt>
            <dd className="tabular-nums">
              <Money amount={totals.deliveryFee} />
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-tea-100 pt-4 text-lg font-semibold text-tea-900">
          <dt>{t.total}</dt>
          <dd className="tabular-nums">
            <Money amount={totals.total} />
          </dd>
        </div>
      </dl>
      {totals.roomCharges.shown === "included" ? (
        <p className="mt-3 text-sm text-muted">
          {t.roomChargesIncluded(
            withTaka(totals.roomCharges.serviceCharge),
            withTaka(totals.roomCharges.vat),
          )}
        </p>
      ) : null}

      <div
        role="alert"
        className="mt-6 flex gap-3 rounded-xl bg-river-50 p-4 text-sm text-river-900"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">{t.demoTitle}</strong> {reaches}
          {totals.hasFood ? ` ${t.paysFood}` : null}
          {totals.hasStays ? ` ${t.paysStay}` : null}
        </p>
      </div>

      <p role="alert" className="mt-4 text-sm font-medium text-red-800 empty:hidden">
        {refusal}
      </p>
      <div className="mt-6 grid gap-3">
        <Button
          ref={checkoutRef}
          type="button"
          size="lg"
          aria-haspopup="dialog"
          onPointerEnter={prepare}
          onFocus={prepare}
          onClick={onCheckout}
        >
          {t.checkout}
        </Button>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t.clear}
        </Button>
        <Link
          to={pagePath("order")}
          className={buttonVariants({ variant: "link", className: "justify-self-center" })}
        >
          {t.continueShopping}
        </Link>
      </div>
    </section>
  );
}
