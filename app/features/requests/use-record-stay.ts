import { useCallback } from "react";
import { useNavigate } from "react-router";
import { pagePath } from "~/content/runtime/pages";
import type { StayDetails } from "~/domain/guest-requests";
import { readRequests, recordRequest } from "./request-store";

/**
 * Keeps a confirmed stay request on this device and opens its confirmation view; gives the
 * request's reference.
 */
export function useRecordStay() {
  const navigate = useNavigate();
  return useCallback(
    (stay: StayDetails) => {
      const { ref } = recordRequest({ kind: "stay", stay });
      void navigate(`${pagePath("requests")}?ref=${ref}`);
      return ref;
    },
    [navigate],
  );
}

/** The stay of a request kept on this device (My requests' "Change"), or undefined. */
export function keptStay(ref: string): StayDetails | undefined {
  const kept = readRequests().find((request) => request.ref === ref);
  return kept?.kind === "stay" ? kept.stay : undefined;
}
