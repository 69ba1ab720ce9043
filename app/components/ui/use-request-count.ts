import { useEffect, useState } from "react";
import {
  countStoredRequests,
  REQUESTS_CHANGED,
  REQUESTS_STORAGE_KEY,
} from "~/domain/request-count";

function storedCount(): number {
  try {
    return countStoredRequests(window.localStorage.getItem(REQUESTS_STORAGE_KEY));
  } catch {
    return 0; // Storage forbidden: the requests live in the page that made them, not counted here.
  }
}

/**
 * How many requests this device keeps, for the header: 0 in the prerendered HTML and while
 * hydrating, read after (an effect, so most first visits, with none, render nothing again), and
 * again whenever this tab or another changes the list.
 */
export function useRequestCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const update = () => setCount(storedCount());
    const onStorage = (event: StorageEvent) => {
      if (event.key === REQUESTS_STORAGE_KEY || event.key === null) update();
    };
    update();
    window.addEventListener(REQUESTS_CHANGED, update);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(REQUESTS_CHANGED, update);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return count;
}
