import { useSyncExternalStore } from "react";
import type { GuestRequest } from "~/domain/guest-requests";
import { readRequests, subscribe } from "./request-store";

const prerendered = () => null;

/**
 * The requests on this device; null while prerendered and hydrating (storage is the browser's),
 * so the first render matches the HTML.
 */
export const useRequests = (): GuestRequest[] | null =>
  useSyncExternalStore<GuestRequest[] | null>(subscribe, readRequests, prerendered);
