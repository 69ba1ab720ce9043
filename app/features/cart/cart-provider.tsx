import { createContext, use, useEffect, useMemo, useReducer, type ReactNode } from "react";
import {
  cartReducer,
  cartTotals,
  type CartAction,
  type CartItem,
  type CartItemInput,
  type CartItemType,
  type CartTotals,
} from "./cart-model";
import { CART_STORAGE_KEY, parseStoredCart, readCart, writeCart } from "./cart-storage";

export type CartContextValue = CartTotals & {
  items: CartItem[];
  /** False until the stored cart has been read after hydration (the prerendered HTML is empty). */
  ready: boolean;
  add: (item: CartItemInput) => void;
  setQuantity: (id: string, type: CartItemType, quantity: number) => void;
  remove: (id: string, type: CartItemType) => void;
  clear: () => void;
};

const CartContext = createContext<CartContextValue | null>(null);

type State = { items: CartItem[]; ready: boolean };
type ProviderAction = CartAction | { type: "load"; items: CartItem[] };

function providerReducer(state: State, action: ProviderAction): State {
  if (action.type === "load") return { items: action.items, ready: true };
  const items = cartReducer(state.items, action);
  return items === state.items ? state : { ...state, items };
}

const initialState: State = { items: [], ready: false };

/** Holds the cart for the whole site and keeps it in the browser's storage. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [{ items, ready }, dispatch] = useReducer(providerReducer, initialState);

  // Storage is read after hydration, never during render, so the markup always matches the HTML.
  useEffect(() => {
    dispatch({ type: "load", items: readCart() });
    // Another tab changed the cart: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null)
        dispatch({ type: "replace", items: parseStoredCart(event.newValue) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (ready) writeCart(items);
  }, [items, ready]);

  const value = useMemo<CartContextValue>(
    () => ({
      ...cartTotals(items),
      items,
      ready,
      add: (item) => dispatch({ type: "add", item }),
      setQuantity: (id, itemType, quantity) =>
        dispatch({ type: "setQuantity", id, itemType, quantity }),
      remove: (id, itemType) => dispatch({ type: "remove", id, itemType }),
      clear: () => dispatch({ type: "clear" }),
    }),
    [items, ready],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const cart = use(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>.");
  return cart;
}
