/**
 * Taps that come before the page's scripts have run are kept and replayed once it is interactive
 * (the technique of Angular's event replay and Google's JSAction). Inline in the document's head,
 * so it listens from the first paint: a click (a tap, or Enter or Space on a focused control) on a
 * control that needs the scripts (a button, a tab, a check box) is held, its default (a form's
 * submit) prevented, and nothing else sees it. When the page is hydrated (`replayEarlyInput`,
 * called where the page marks itself hydrated), each held control that is still in the page gets
 * the press again: pointer and mouse down and up, then the click, as a tap gives them (Radix tabs
 * choose on mouse down, most controls act on click). Links need no scripts and are left alone.
 * The search shortcut (Ctrl or Cmd + K) is held the same way (the browser's own use of it
 * prevented) and pressed again on the document once the page listens for it.
 * Plain DOM, no React; its hash is in the Content-Security-Policy like every inline script.
 */
export const earlyInputScript = `(function(d,w){var q=[],s=null;function k(e){var t=e.target;t=t&&t.closest&&t.closest("button,[role=tab],[role=button],input[type=checkbox],input[type=radio]");if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t)}function y(e){if((e.ctrlKey||e.metaKey)&&(e.key==="k"||e.key==="K")){e.preventDefault();s={key:"k",ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true,cancelable:true}}}d.addEventListener("click",k,true);d.addEventListener("keydown",y,true);w.__srhReplay=function(){d.removeEventListener("click",k,true);d.removeEventListener("keydown",y,true);var h=q;q=[];h.forEach(function(t){if(!t.isConnected)return;var o={bubbles:true,cancelable:true,composed:true,button:0,view:w};["pointerdown","mousedown","pointerup","mouseup"].forEach(function(n){t.dispatchEvent(n.charAt(0)==="p"?new PointerEvent(n,Object.assign({pointerType:"mouse",isPrimary:true},o)):new MouseEvent(n,o))});t.click()});if(s){d.dispatchEvent(new KeyboardEvent("keydown",s));s=null}}})(document,window)`;

/** Replays the taps held before hydration (see `earlyInputScript`); nothing when none were. */
export function replayEarlyInput() {
  (window as unknown as { __srhReplay?: () => void }).__srhReplay?.();
}
