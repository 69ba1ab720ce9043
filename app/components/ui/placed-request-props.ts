import type { HandoffMessage } from "./handoff-links";

/**
 * What a view that places a request (the cart's checkout) hands the component that shows how it
 * reaches the hotel (features/requests/placed-request.tsx). The route that shows both joins them:
 * features do not import each other.
 */
export type PlacedRequestProps = {
  reference: string;
  message: HandoffMessage;
  id: string;
  /** Its heading's level: under the placed view's heading, or under the request's own. */
  heading?: "h2" | "h3" | "h4";
  /** The id of the request's own heading, where the view shows several. */
  named?: string;
  /** Counts up when focus should come here (0: not yet). */
  focusKey: number;
};
