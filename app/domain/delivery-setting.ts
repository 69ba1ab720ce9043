// Where the hotel's one setting (content/site.yaml's requestDelivery) sends which requests: the
// small part of delivery every page that confirms a request reads (./request-delivery has what is
// sent, loaded with the code that sends it). Pure.
import type { GuestRequest } from "./guest-requests";

/** The requests a hotel may have delivered, as the setting names them. */
export const deliveryKinds = ["stays", "tables", "enquiries", "orders"] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** The hotel's setting: `to` is "" (off, the spec's rule), "netlify", or an https address. */
export type DeliverySetting = {
  to: string;
  /** How the address takes a request: a JSON body, or an ordinary form post. */
  format: "json" | "form";
  kinds: readonly DeliveryKind[];
};

/** The form Netlify's own form collection files requests under (the build declares it). */
export const NETLIFY_FORM = "requests";

/**
 * An address requests may go to: https, or plain http on this machine only (a stand-in to try
 * delivery with before the hotel names its service; the tests' stand-in).
 */
export const deliveryAddressPattern =
  /^(https:\/\/[^\s"'<>;,]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/[^\s"'<>;,]*)?)$/;

/** The setting's address as a fetch takes it, or undefined when delivery is off. */
export function endpointOf(setting: DeliverySetting): string | undefined {
  if (setting.to === "netlify") return "/";
  return deliveryAddressPattern.test(setting.to) ? setting.to : undefined;
}

/** The address a content security policy must allow for the setting, when it names one. */
export function deliveryOrigin(setting: DeliverySetting): string | undefined {
  const endpoint = endpointOf(setting);
  return endpoint?.startsWith("http") ? endpoint : undefined;
}

/** Which of the setting's kinds a request (or the contact page's enquiry) is. */
export const deliveryKindOf = (kind: GuestRequest["kind"] | "enquiry"): DeliveryKind =>
  kind === "stay" || kind === "hotel"
    ? "stays"
    : kind === "table"
      ? "tables"
      : kind === "order"
        ? "orders"
        : "enquiries";

/** Whether the setting sends requests of this kind anywhere. */
export const delivers = (setting: DeliverySetting, kind: GuestRequest["kind"] | "enquiry") =>
  endpointOf(setting) !== undefined && setting.kinds.includes(deliveryKindOf(kind));
