// The cart's rules as pure functions (spec-decisions "Cart and ordering").
// No React here, so the reducer and the totals are tested on their own.

export const cartItemTypes = ["food", "room"] as const;
export type CartItemType = (typeof cartItemTypes)[number];

export type CartItem = {
  id: string;
  name: string;
  /** US dollars, per unit (a dish, or a room per night). */
  price: number;
  /** Photo id on the photo host. */
  image: string;
  type: CartItemType;
  quantity: number;
};

export type CartItemInput = Omit<CartItem, "quantity">;

/** A quantity beyond this is no longer a plausible order (and guards stored data). */
export const MAX_QUANTITY = 99;

export type CartAction =
  | { type: "add"; item: CartItemInput }
  | { type: "setQuantity"; id: string; itemType: CartItemType; quantity: number }
  | { type: "remove"; id: string; itemType: CartItemType }
  | { type: "clear" }
  | { type: "replace"; items: CartItem[] };

const sameItem = (item: CartItem, id: string, type: CartItemType) =>
  item.id === id && item.type === type;

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const { item } = action;
      const existing = items.find((entry) => sameItem(entry, item.id, item.type));
      if (!existing) return [...items, { ...item, quantity: 1 }];
      if (existing.quantity >= MAX_QUANTITY) return items;
      return items.map((entry) =>
        entry === existing ? { ...entry, quantity: entry.quantity + 1 } : entry,
      );
    }
    case "setQuantity": {
      const quantity = Math.trunc(action.quantity);
      if (!(quantity > 0)) return cartReducer(items, { ...action, type: "remove" });
      return items.map((entry) =>
        sameItem(entry, action.id, action.itemType)
          ? { ...entry, quantity: Math.min(quantity, MAX_QUANTITY) }
          : entry,
      );
    }
    case "remove":
      return items.filter((entry) => !sameItem(entry, action.id, action.itemType));
    case "clear":
      return items.length === 0 ? items : [];
    case "replace":
      return action.items;
  }
}

/** Rounds to whole cents, so float noise never reaches a displayed total. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

export type CartTotals = {
  /** Number of units in the cart (what "Cart (n)" shows). */
  count: number;
  subtotal: number;
  /** 0 when there is no food in the cart. */
  deliveryFee: number;
  total: number;
  hasFood: boolean;
};

/** Units in the cart (what "Cart (n)" shows). */
export const cartCount = (items: readonly CartItem[]) =>
  items.reduce((count, item) => count + item.quantity, 0);

/**
 * The totals at checkout. Delivery (the fee of content/pages/order.yaml) is charged when the cart
 * holds food; a room-only cart has no fee.
 */
export function cartTotals(items: readonly CartItem[], deliveryFeeForFood: number): CartTotals {
  let count = 0;
  let subtotal = 0;
  let hasFood = false;
  for (const item of items) {
    count += item.quantity;
    subtotal += item.price * item.quantity;
    if (item.type === "food") hasFood = true;
  }
  subtotal = cents(subtotal);
  const deliveryFee = hasFood ? deliveryFeeForFood : 0;
  return { count, subtotal, deliveryFee, total: cents(subtotal + deliveryFee), hasFood };
}

export const lineTotal = (item: CartItem) => cents(item.price * item.quantity);
