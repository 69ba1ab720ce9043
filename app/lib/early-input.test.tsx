import { act } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { earlyInputScript, replayEarlyInput } from "./early-input";

// The inline script as the browser runs it, in this test's document.
const install = () => new Function(earlyInputScript)();

/** React roots a test made, unmounted after it. */
const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  replayEarlyInput(); // lets go of the document's listeners
  // and ends a wait for a dialog's field, if a test left one
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  document.body.innerHTML = "";
});

describe("taps before hydration", () => {
  it("are held, then given again once the page is hydrated: down, up and click", () => {
    document.body.innerHTML = `<form><button id="b">Add to Cart</button></form><a id="a" href="#x">Rooms</a>`;
    install();
    const button = document.getElementById("b") as HTMLButtonElement;
    const seen: string[] = [];
    let submitted = 0;
    // The page's handlers, as hydration attaches them.
    for (const type of ["pointerdown", "mousedown", "mouseup", "click"])
      button.addEventListener(type, () => seen.push(type));
    button.form?.addEventListener("submit", (event) => {
      event.preventDefault();
      submitted++;
    });

    button.click();
    button.click(); // a second tap on the same control is one press, not two
    expect(seen).toEqual([]);
    expect(submitted).toBe(0);

    replayEarlyInput();
    expect(seen).toEqual(["pointerdown", "mousedown", "mouseup", "click"]);
    expect(submitted).toBe(1);

    // Hydrated: presses go straight through.
    button.click();
    expect(seen.filter((type) => type === "click")).toHaveLength(2);
  });

  it("hold the search shortcut, Ctrl or Cmd + K, and press it again once the page listens", () => {
    install();
    const seen: string[] = [];
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press({ key: "k" })).toBe(false); // K alone is typing
    expect(press({ key: "k", ctrlKey: true })).toBe(true); // the browser's own Ctrl+K is not used
    expect(press({ key: "a", ctrlKey: true })).toBe(false); // other keys are left alone
    const onKey = (event: KeyboardEvent) =>
      seen.push(`${event.ctrlKey ? "Ctrl+" : ""}${event.metaKey ? "Cmd+" : ""}${event.key}`);
    window.addEventListener("keydown", onKey);
    replayEarlyInput();
    expect(seen).toEqual(["Ctrl+k"]);
    // Hydrated: the shortcut goes straight through, once.
    press({ key: "K", metaKey: true });
    expect(seen).toEqual(["Ctrl+k", "Cmd+K"]);
    window.removeEventListener("keydown", onKey);
  });

  it("leaves links, disabled controls and controls gone by hydration alone", () => {
    document.body.innerHTML = `<a id="a" href="#x">Rooms</a><button id="d" disabled>Off</button><button id="g">Gone</button>`;
    install();
    let linkClicks = 0;
    document.getElementById("a")?.addEventListener("click", (event) => {
      linkClicks++;
      event.preventDefault();
    });
    (document.getElementById("a") as HTMLAnchorElement).click();
    expect(linkClicks).toBe(1);

    const gone = document.getElementById("g") as HTMLButtonElement;
    let goneClicks = 0;
    gone.addEventListener("click", () => goneClicks++);
    gone.click();
    gone.remove();
    replayEarlyInput();
    expect(goneClicks).toBe(0);
  });

  it("holds a press on a tab or a check box, whose default waits too", () => {
    document.body.innerHTML = `<div role="tab" id="t"><span id="inner">Suites</span></div><input type="checkbox" id="c">`;
    install();
    const tab = document.getElementById("t") as HTMLElement;
    let chosen = 0;
    tab.addEventListener("mousedown", () => chosen++);
    (document.getElementById("inner") as HTMLElement).click();
    const box = document.getElementById("c") as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    expect(chosen).toBe(0);
    replayEarlyInput();
    expect(chosen).toBe(1);
    expect(box.checked).toBe(true);
  });
});

/** A field whose state shows beside it, as a page's search field (React, controlled). */
function Search({ label = "Search rooms" }: { label?: string }) {
  const [query, setQuery] = useState("");
  return (
    <div>
      <input
        type="search"
        aria-label={label}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p>query: {query}</p>
    </div>
  );
}

/** What the prerender wrote for `element`, in the document, with the early-input script running. */
function prerendered(element: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  install();
  return container;
}

/** Types `text` as the browser does into a field before any script handles it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Keys pressed on the focused element (or the body), as a keyboard gives them. */
function press(keys: string[], target: Element = document.activeElement ?? document.body) {
  return keys.map((key) => {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

describe("fields typed in before hydration", () => {
  it("tell the page what they hold once it is hydrated, the caret where it was", async () => {
    const container = prerendered(<Search />);
    const field = container.querySelector("input") as HTMLInputElement;
    field.focus();
    typeInto(field, "presidential");
    field.setSelectionRange(4, 4);

    await act(async () => void roots.push(hydrateRoot(container, <Search />)));
    // Hydration leaves the text on screen but tells the page nothing.
    expect(field.value).toBe("presidential");
    expect(container.querySelector("p")?.textContent).toBe("query: ");

    await act(async () => replayEarlyInput());
    expect(container.querySelector("p")?.textContent).toBe("query: presidential");
    expect(field.value).toBe("presidential");
    expect(field.selectionStart).toBe(4);
  });

  it("give a select's choice as a change, and leave fields no one touched alone", async () => {
    function Form() {
      const [size, setSize] = useState("2");
      const [changes, setChanges] = useState(0);
      return (
        <div>
          <select
            aria-label="Guests"
            value={size}
            onChange={(event) => setSize(event.target.value)}
          >
            <option value="1">1</option>
            <option value="2">2</option>
            <option value="3">3</option>
          </select>
          <input aria-label="Name" defaultValue="" onChange={() => setChanges((n) => n + 1)} />
          <p>
            guests: {size}, name changes: {changes}
          </p>
        </div>
      );
    }
    const container = prerendered(<Form />);
    const select = container.querySelector("select") as HTMLSelectElement;
    select.value = "3";
    select.dispatchEvent(new Event("change", { bubbles: true }));

    await act(async () => void roots.push(hydrateRoot(container, <Form />)));
    await act(async () => replayEarlyInput());
    expect(container.querySelector("p")?.textContent).toBe("guests: 3, name changes: 0");
  });
});

describe("keys typed after a press that opens a dialog", () => {
  /** The dialog as its code draws it once loaded: its field takes the focus. */
  async function openDialog() {
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    await act(async () =>
      root.render(
        <div role="dialog" aria-label="Search the site">
          <Search label="Search the site" />
        </div>,
      ),
    );
    await act(async () => (host.querySelector("input") as HTMLInputElement).focus());
    return host;
  }

  it("are typed into the dialog's field when it takes the focus, after hydration", async () => {
    document.body.innerHTML = `<button id="s" aria-haspopup="dialog">Search</button>`;
    install();
    const opener = document.getElementById("s") as HTMLButtonElement;
    opener.focus();
    opener.click();
    // Space would press the button again; every key is the dialog's.
    expect(press(["s", "u", "i", "x", "Backspace", "t", " ", "e"])).toEqual(
      Array.from({ length: 8 }, () => true),
    );
    expect(press(["Shift", "Tab"])).toEqual([false, false]); // not text: left to the browser

    replayEarlyInput();
    const dialog = await openDialog();
    expect(dialog.querySelector("input")).toHaveValue("suit e");
    expect(dialog.querySelector("p")?.textContent).toBe("query: suit e");

    // Given once: the wait is over, keys go where the browser sends them.
    expect(press(["a"], document.body)).toEqual([false]);
  });

  it("follow the search shortcut too", async () => {
    install();
    document.body.dispatchEvent(
      new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true, cancelable: true }),
    );
    expect(press(["b", "a", "r"], document.body)).toEqual([true, true, true]);
    replayEarlyInput();
    const dialog = await openDialog();
    expect(dialog.querySelector("p")?.textContent).toBe("query: bar");
  });

  it("are not held without such a press, nor when a field has the focus", () => {
    document.body.innerHTML = `<button id="b">Add to Cart</button><input id="f" aria-label="E-mail"><button id="s" aria-haspopup="dialog">Search</button>`;
    install();
    (document.getElementById("b") as HTMLButtonElement).click();
    expect(press(["a", " "], document.body)).toEqual([false, false]);
    (document.getElementById("s") as HTMLButtonElement).click();
    expect(press(["a"], document.getElementById("f") as HTMLInputElement)).toEqual([false]);
    replayEarlyInput();
    press(["Escape"], document.body); // ends the wait
  });

  it("are dropped on Escape, or when the dialog's focus is not on a text field", async () => {
    document.body.innerHTML = `<button id="s" aria-haspopup="dialog">Dates</button>`;
    install();
    (document.getElementById("s") as HTMLButtonElement).click();
    press(["1", "2", "Escape"], document.body);
    expect(press(["3"], document.body)).toEqual([false]);
    replayEarlyInput();
    expect((await openDialog()).querySelector("p")?.textContent).toBe("query: ");

    document.body.innerHTML = `<button id="s" aria-haspopup="dialog">Dates</button><div role="dialog"><button id="day">12</button></div>`;
    install();
    (document.getElementById("s") as HTMLButtonElement).click();
    press(["1", "2"], document.body);
    replayEarlyInput();
    (document.getElementById("day") as HTMLButtonElement).focus();
    expect((await openDialog()).querySelector("p")?.textContent).toBe("query: ");
    expect(press(["a"], document.body)).toEqual([false]);
  });

  it("are dropped when the guest taps after hydration (the dialog did not come)", async () => {
    document.body.innerHTML = `<button id="s" aria-haspopup="dialog">Search</button>`;
    install();
    const opener = document.getElementById("s") as HTMLButtonElement;
    opener.click();
    press(["a", "b"], document.body);
    replayEarlyInput(); // its own press of the button does not count
    press(["c"], document.body);
    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(press([" "], document.body)).toEqual([false]); // Space scrolls the page again
    expect((await openDialog()).querySelector("p")?.textContent).toBe("query: ");
  });
});
