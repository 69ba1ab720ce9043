import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import {
  addOutcome,
  cartCount,
  cartReducer,
  type CartItem,
  type CartItemInput,
} from "./cart-model";
import type { AddResult } from "~/components/layout/cart-notice";
import { CART_STORAGE_KEY, parseStoredCart, readCart, writeCart } from "./cart-storage";

/** What changes the cart: the same functions for the page's whole life. */
export type CartActions = {
  add: (item: CartItemInput) => AddResult;
  /** `key`: the line's `lineKey(item)` (cart-model.ts); a room's dates make their own line. */
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
};

export type CartContextValue = CartActions & {
  items: CartItem[];
  /** Units in the cart (what "Cart (n)" shows); the cart page works out the totals. */
  count: number;
};

// Two contexts: a page that only adds to the cart (the online menu, a room page) reads the
// actions, which never change, so adding a dish does not render the whole menu again (INP).
const CartItemsContext = createContext<CartItem[]>([]);
const CartActionsContext = createContext<CartActions | null>(null);

/** The prerendered cart: empty, and never written over the stored one. */
const noItems: CartItem[] = [];

/** Holds the cart for the whole site and keeps it in the browser's storage. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, noItems);
  // The cart as the last action left it, so an add can say at once what it did.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);

  // Storage is read after hydration, never during render, so the markup always matches the HTML.
  // An empty cart (most first visits) changes nothing, so nothing renders again; a stored one
  // comes in as a transition, in short tasks, while the page's own content may still be hydrating.
  useEffect(() => {
    const stored = readCart();
    if (stored.length) startTransition(() => dispatch({ type: "replace", items: stored }));
    // Another tab changed the cart: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null)
        dispatch({ type: "replace", items: parseStoredCart(event.newValue) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (items !== noItems) writeCart(items);
  }, [items]);

  const actions = useMemo<CartActions>(
    () => ({
      add: (item) => {
        const outcome = addOutcome(latest.current, item);
        const next = cartReducer(latest.current, { type: "add", item });
        latest.current = next;
        dispatch({ type: "add", item });
        return { outcome, kept: outcome !== "added" || writeCart(next) };
      },
      setQuantity: (key, quantity) => dispatch({ type: "setQuantity", key, quantity }),
      remove: (key) => dispatch({ type: "remove", key }),
      clear: () => dispatch({ type: "clear" }),
    }),
    [],
  );

  return (
    <CartActionsContext value={actions}>
      <CartItemsContext value={items}>{children}</CartItemsContext>
    </CartActionsContext>
  );
}

/** Adds to and changes the cart without following its contents. */
export function useCartActions(): CartActions {
  const actions = use(CartActionsContext);
  if (!actions) throw new Error("useCart must be used inside <CartProvider>.");
  return actions;
}

/** The cart's contents and what changes them; renders again whenever the cart changes. */
export function useCart(): CartContextValue {
  const items = use(CartItemsContext);
  return { items, count: cartCount(items), ...useCartActions() };
}
