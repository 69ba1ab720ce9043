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
 */
export const earlyInputScript = `(function(d,w){var q=[],c=[],s=null,x=null,r=0,A="addEventListener",R="removeEventListener";function E(n){return new Event(n,{bubbles:true})}function k(e){var t=e.target;t=t&&t.closest&&t.closest("button,[role=tab],[role=button],input[type=checkbox],input[type=radio]");if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t);if(t.getAttribute("aria-haspopup")=="dialog")x=x||""}function y(e){if((e.ctrlKey||e.metaKey)&&(e.key=="k"||e.key=="K")){e.preventDefault();s={key:"k",ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true,cancelable:true};x=x||""}}function i(e){var t=e.target;if((t.select||t.options)&&t.type!="file"&&c.indexOf(t)<0)c.push(t)}function g(e){var t=e.target,K=e.key||"";if(x==null||e.ctrlKey||e.metaKey||e.altKey||t.closest&&t.closest("input,textarea,select,[contenteditable]"))return;if(K=="Escape")return o();if(K=="Backspace")x=x.slice(0,-1);else if(K.length==1)x+=K;else return;e.preventDefault()}function f(e){var t=e.target,a=x;if(a==null||!t.closest("[role=dialog]"))return;o();if(a&&/^(text|search|email|tel|url|textarea)$/.test(t.type))Promise.resolve().then(function(){z(t,t.value+a)})}function o(){x=null;if(r){d[R]("keydown",g,true);d[R]("focusin",f,true);d[R]("pointerdown",o,true)}}function z(t,a){var m=t.selectionStart,n=t.selectionEnd,v=t.value;t.value=a+"\\0";Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set.call(t,a);if(a==v&&m!=null&&t==d.activeElement)t.setSelectionRange(m,n);t.dispatchEvent(E("input"))}d[A]("click",k,true);d[A]("keydown",y,true);d[A]("keydown",g,true);d[A]("input",i,true);d[A]("change",i,true);d[A]("focusin",f,true);w.__srhReplay=function(){if(r)return;r=1;d[R]("click",k,true);d[R]("keydown",y,true);d[R]("input",i,true);d[R]("change",i,true);if(x==null)o();var h=c;c=[];h.forEach(function(t){if(t.isConnected)t.options?t.dispatchEvent(E("change")):z(t,t.value)});h=q;q=[];h.forEach(function(t){if(!t.isConnected)return;var v={bubbles:true,cancelable:true,composed:true,button:0,view:w};["pointerdown","mousedown","pointerup","mouseup"].forEach(function(n){t.dispatchEvent(n.charAt(0)==="p"?new PointerEvent(n,Object.assign({pointerType:"mouse",isPrimary:true},v)):new MouseEvent(n,v))});t.click()});if(x!=null)d[A]("pointerdown",o,true);if(s){d.dispatchEvent(new KeyboardEvent("keydown",s));s=null}}})(document,window)`;

/** Gives the page what was typed and tapped before hydration (see `earlyInputScript`). */
export function replayEarlyInput() {
  (window as unknown as { __srhReplay?: () => void }).__srhReplay?.();
}
