// The early-input script (early-input.ts says what it does and why), as the browser runs it: one
// statement, inline in every page's head, with no imports and nothing outside itself. The build
// turns this file into the minified string the pages carry (inline-script.server.ts).
((d: Document, w: Window & { __srhReplay?: () => void }) => {
  /** Controls pressed before hydration, each once, in order. */
  let pressed: HTMLElement[] = [];
  /** Fields typed into or changed before hydration. */
  let changed: (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] = [];
  /** The search shortcut, held to be pressed again. */
  let shortcut: KeyboardEventInit | null = null;
  /** Keys typed for a dialog that is opening (null: no dialog is awaited). */
  let forDialog: string | null = null;
  let replayed = false;

  const event = (type: string) => new Event(type, { bubbles: true });

  function holdPress(e: Event) {
    const target = e.target as Element | null;
    const control = target?.closest?.<HTMLElement>(
      "button,[role=tab],[role=button],input[type=checkbox],input[type=radio]",
    );
    if (!control || (control as HTMLButtonElement).disabled) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (!pressed.includes(control)) pressed.push(control);
    if (control.getAttribute("aria-haspopup") === "dialog") forDialog ??= "";
  }

  function holdShortcut(e: KeyboardEvent) {
    if ((e.ctrlKey || e.metaKey) && (e.key === "k" || e.key === "K")) {
      e.preventDefault();
      shortcut = {
        key: "k",
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        bubbles: true,
        cancelable: true,
      };
      forDialog ??= "";
    }
  }

  function noteField(e: Event) {
    const field = e.target;
    if (
      (field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement) &&
      field.type !== "file" &&
      !changed.includes(field)
    )
      changed.push(field);
  }

  function holdKeyForDialog(e: KeyboardEvent) {
    const target = e.target as Element;
    const key = e.key || "";
    if (
      forDialog === null ||
      e.ctrlKey ||
      e.metaKey ||
      e.altKey ||
      target.closest?.("input,textarea,select,[contenteditable]")
    )
      return;
    if (key === "Escape") return endWait();
    if (key === "Backspace") forDialog = forDialog.slice(0, -1);
    else if (key.length === 1) forDialog += key;
    else return;
    e.preventDefault();
  }

  function typeIntoDialog(e: FocusEvent) {
    const field = e.target as HTMLInputElement;
    const keys = forDialog;
    if (keys === null || !field.closest("[role=dialog]")) return;
    endWait();
    if (keys && /^(text|search|email|tel|url|textarea)$/.test(field.type))
      void Promise.resolve().then(() => setValue(field, field.value + keys));
  }

  function endWait() {
    forDialog = null;
    if (replayed) {
      d.removeEventListener("keydown", holdKeyForDialog, true);
      d.removeEventListener("focusin", typeIntoDialog, true);
      d.removeEventListener("pointerdown", endWait, true);
    }
  }

  /**
   * Sets a field's value so that a watcher of its own `value` setter (React's) sees a change, then
   * says so with an `input` event; the caret stays where it was when the value is the same.
   */
  function setValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
    const { selectionStart: start, selectionEnd: end, value: before } = field;
    field.value = `${value}\0`;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
    if (value === before && start !== null && field === d.activeElement)
      field.setSelectionRange(start, end);
    field.dispatchEvent(event("input"));
  }

  d.addEventListener("click", holdPress, true);
  d.addEventListener("keydown", holdShortcut, true);
  d.addEventListener("keydown", holdKeyForDialog, true);
  d.addEventListener("input", noteField, true);
  d.addEventListener("change", noteField, true);
  d.addEventListener("focusin", typeIntoDialog, true);

  w.__srhReplay = () => {
    if (replayed) return;
    replayed = true;
    d.removeEventListener("click", holdPress, true);
    d.removeEventListener("keydown", holdShortcut, true);
    d.removeEventListener("input", noteField, true);
    d.removeEventListener("change", noteField, true);
    if (forDialog === null) endWait();
    const fields = changed;
    changed = [];
    for (const field of fields)
      if (field.isConnected)
        if (field instanceof HTMLSelectElement) field.dispatchEvent(event("change"));
        else setValue(field, field.value);
    const controls = pressed;
    pressed = [];
    for (const control of controls) {
      if (!control.isConnected) continue;
      const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: w };
      for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"])
        control.dispatchEvent(
          type.startsWith("p")
            ? new PointerEvent(type, { pointerType: "mouse", isPrimary: true, ...init })
            : new MouseEvent(type, init),
        );
      control.click();
    }
    if (forDialog !== null) d.addEventListener("pointerdown", endWait, true);
    if (shortcut) {
      d.dispatchEvent(new KeyboardEvent("keydown", shortcut));
      shortcut = null;
    }
  };
})(document, window);
