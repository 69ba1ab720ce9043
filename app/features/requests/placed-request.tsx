import { useEffect, useRef } from "react";
import { HandoffLinks } from "~/components/ui/handoff-links";
import type { PlacedRequestProps } from "~/components/ui/placed-request-props";
import { requests as t } from "~/locale/requests";
import { SendToHotel } from "./send-to-hotel";
import { useRequests } from "./use-requests";

/**
 * How a request just placed (an order from the cart) reaches the hotel: its delivery as it stands
 * on this device, or, when the device could not keep it, the hand-offs alone. Loaded with the
 * order's keeping, not with the page.
 */
export default function PlacedRequest({
  reference,
  message,
  id,
  heading: level = "h3",
  named,
  focusKey,
}: PlacedRequestProps) {
  const request = useRequests()?.find((entry) => entry.ref === reference);
  const heading = useRef<HTMLHeadingElement>(null);
  const found = request !== undefined;
  useEffect(() => {
    if (focusKey === 0) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, [focusKey, found]);
  if (request)
    return (
      <SendToHotel
        request={request}
        message={message}
        id={id}
        heading={level}
        {...(named ? { named } : {})}
        headingRef={heading}
        className="mt-6 rounded-2xl bg-sand px-4 py-4 text-start sm:px-6 sm:py-5"
      />
    );
  return <HandoffLinks className="mt-6 justify-center" message={message} labels={t} />;
}
