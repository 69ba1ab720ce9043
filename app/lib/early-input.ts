/**
 * Input that comes before the page's scripts have run is kept and given to the page once it is
 * interactive (the technique of Angular's event replay and Google's JSAction). Inline in the
 * document's head, so it listens from the first paint; plain DOM, no React; its hash is in the
 * Content-Security-Policy like every inline script. When the page is hydrated (`replayEarlyInput`,
 * called where the page marks itself hydrated) it gives back, in this order:
 *
 * - What was typed or chosen in a field (text, a date, a select): the browser keeps it on screen
 *   but hydration does not tell the page's state, so a search typed at once filtered nothing.
 *   Each field that had input gets it again: its value set so that a watcher of the field's own
 *   `value` setter (React's) sees a change, then an `input` event (a select: `change`).
 * - Taps: a click (a tap, or Enter or Space on a focused control) on a control that needs the
 *   scripts (a button, a tab, a check box) is held, its default (a form's submit) prevented, and
 *   nothing else sees it. Each held control still in the page gets the press again: pointer and
 *   mouse down and up, then the click, as a tap gives them (Radix tabs choose on mouse down, most
 *   controls act on click). Links need no scripts and are left alone.
 * - The search shortcut (Ctrl or Cmd + K), held the same way (the browser's own use of it
 *   prevented) and pressed again on the document once the page listens for it.
 *
 * Keys typed after a press that opens a dialog (a control with `aria-haspopup="dialog"`, or the
 * shortcut), while no field has the focus, are the dialog's: "suite" typed straight after the
 * search button. They are held (Backspace takes one back) and typed into the dialog's text field
 * when it takes the focus, which may be after hydration, once the dialog's code has arrived. The
 * first focus in a dialog, Escape, or a tap after hydration ends the wait.
 *
 * Written in early-input-script.ts; the build minifies it into this string (inline-script.server.ts).
 */
export { default as earlyInputScript } from "./early-input-script.ts?inline-script";

/** Gives the page what was typed and tapped before hydration (see `earlyInputScript`). */
export function replayEarlyInput() {
  (window as unknown as { __srhReplay?: () => void }).__srhReplay?.();
}
