import type * as SuccessPanelModule from "./success-panel";

// The success message shows only after a valid submit, and a submit is checked only once the
// validation code has loaded: both load together (validation.ts), so by the time a form is sent
// the panel is here and renders at once, with no Suspense fallback in between.

let loaded: typeof SuccessPanelModule | undefined;

export function loadSuccessPanel(): Promise<typeof SuccessPanelModule> {
  return import("./success-panel").then((module) => (loaded = module));
}

/** The panel, once `loadSuccessPanel` has resolved. */
export function loadedSuccessPanel() {
  return loaded?.SuccessPanel;
}

/** The line a kept request leaves on the form, loaded with the panel. */
export function loadedKeptLine() {
  return loaded?.KeptLine;
}

/** The sending of a message on to the hotel, loaded with the panel. */
export function loadedDeliverMessage() {
  return loaded?.deliverMessage;
}
