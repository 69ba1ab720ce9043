import { afterEach, describe, expect, it } from "vitest";
import { earlyInputScript, replayEarlyInput } from "./early-input";

// The inline script as the browser runs it, in this test's document.
const install = () => new Function(earlyInputScript)();

afterEach(() => {
  replayEarlyInput(); // lets go of the document's listener
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
    expect(press({ key: "k", ctrlKey: true })).toBe(true); // the browser's own Ctrl+K is not used
    expect(press({ key: "a", ctrlKey: true })).toBe(false); // other keys are left alone
    expect(press({ key: "k" })).toBe(false); // K alone is typing
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
