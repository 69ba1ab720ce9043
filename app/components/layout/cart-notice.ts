import { showToast } from "~/components/ui/toaster";

/**
 * What adding to the cart did (features/cart/cart-provider.tsx): one more of the line, or nothing
 * (the cart full, the line at its most); and whether this browser keeps the cart.
 */
export type AddResult = { outcome: "added" | "full" | "most"; kept: boolean };

/**
 * Tells the guest what adding to the cart did: `added`'s words when it went as it should; when
 * the cart is full, the line at its most, or the browser will not keep the cart, words that say
 * so (loaded then: it is rare), never "Added" for what was not.
 */
export function tellAdded(result: AddResult, added: { title: string; description: string }) {
  if (result.outcome === "added" && result.kept) return showToast(added);
  void import("~/locale/cart-notices").then(({ cartNotices: n }) =>
    showToast(
      result.outcome === "added"
        ? { ...added, description: `${added.description} ${n.notKept}` }
        : n[result.outcome],
    ),
  );
}
