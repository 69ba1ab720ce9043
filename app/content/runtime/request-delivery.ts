// Where confirmed requests go (content/site.yaml's requestDelivery): a module of its own, so only
// the code that sends a request, or shows how it stands, carries it.
import entries from "virtual:content/request-delivery";
import type { DeliverySetting } from "../../domain/delivery-setting";

const [setting] = entries as DeliverySetting[];
if (!setting) throw new Error("content/site.yaml's requestDelivery is missing");

export const requestDelivery: DeliverySetting = setting;
