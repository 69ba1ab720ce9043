/**
 * Keeps a cancelled request from surfacing as an uncaught error. When a second tap cancels a
 * client-side visit while its page's data is still arriving, React Router's stream decoder rejects
 * two promises nobody awaits (react-router 7.18.6 still does, in `decode`'s `done`). A cancellation
 * is the guest's own choice, not a failure: only an `AbortError` is silenced, every other rejection
 * is still reported. Returns the function that removes the listener.
 */
export function ignoreCancelledRequests(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === "AbortError") event.preventDefault();
  };
  target.addEventListener("unhandledrejection", onRejection);
  return () => target.removeEventListener("unhandledrejection", onRejection);
}
