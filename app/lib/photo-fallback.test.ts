import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { photoFallbackScript, photoHoldScript } from "./photo-fallback";

describe("the document's photo listener", () => {
  // Installed once for the file, as the document's head installs it once per page.
  new Function(photoFallbackScript)();
  afterEach(() => document.body.replaceChildren());

  function photo(className = "photo-placeholder") {
    const box = document.createElement("span");
    box.className = className;
    const img = document.createElement("img");
    box.append(img);
    document.body.append(box);
    return { box, img };
  }

  it("marks the box of a photo that cannot load", () => {
    const { box, img } = photo();
    img.dispatchEvent(new Event("error"));
    expect(box).toHaveAttribute("data-failed");
  });

  it("clears the mark when the box's photo loads after all", () => {
    const { box, img } = photo();
    img.dispatchEvent(new Event("error"));
    img.dispatchEvent(new Event("load"));
    expect(box).not.toHaveAttribute("data-failed");
  });

  it("leaves images outside photo boxes alone", () => {
    const { box, img } = photo("logo");
    img.dispatchEvent(new Event("error"));
    expect(box).not.toHaveAttribute("data-failed");
  });
});

describe("the hold on photos below the first screen", () => {
  /** jsdom has no IntersectionObserver: a stand-in that lets a test say what is on the screen. */
  class Screen {
    static current: Screen;
    observed = new Set<Element>();
    constructor(
      private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    ) {
      Screen.current = this;
    }
    observe(target: Element) {
      this.observed.add(target);
    }
    unobserve(target: Element) {
      this.observed.delete(target);
    }
    disconnect() {
      this.observed.clear();
    }
    show(target: Element) {
      this.report([{ target, isIntersecting: true }]);
    }
  }

  const listeners: [string, EventListener][] = [];
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", Screen);
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([type, listener as EventListener]);
      add(type, listener, options);
    });
    new Function(photoHoldScript)();
  });
  afterEach(() => {
    // The page's load ends each test's script: its observers stop, as they do on a page.
    window.dispatchEvent(new Event("load"));
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /** As the parser adds them: an element whose attributes are set before it is in the document. */
  function add(loading: "lazy" | "eager", src = `https://images.example/${loading}.jpg`) {
    const img = document.createElement("img");
    img.setAttribute("loading", loading);
    img.setAttribute("src", src);
    img.setAttribute("srcset", `${src}?w=400 400w, ${src}?w=800 800w`);
    document.body.append(img);
    return img;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("takes a lazy photo's address until the page loads, then gives it back whole", async () => {
    const img = add("lazy");
    await settle();
    expect(img).not.toHaveAttribute("src");
    expect(img).not.toHaveAttribute("srcset");
    window.dispatchEvent(new Event("load"));
    expect(img).toHaveAttribute("src", "https://images.example/lazy.jpg");
    expect(img).toHaveAttribute(
      "srcset",
      "https://images.example/lazy.jpg?w=400 400w, https://images.example/lazy.jpg?w=800 800w",
    );
  });

  it("leaves the first screen's eager photos alone", async () => {
    const img = add("eager");
    await settle();
    expect(img).toHaveAttribute("src", "https://images.example/eager.jpg");
    expect(Screen.current.observed.has(img)).toBe(false);
  });

  it("gives a held photo back as soon as it is on the screen, the others still held", async () => {
    const seen = add("lazy", "https://images.example/seen.jpg");
    const below = add("lazy", "https://images.example/below.jpg");
    await settle();
    Screen.current.show(seen);
    expect(seen).toHaveAttribute("src", "https://images.example/seen.jpg");
    expect(below).not.toHaveAttribute("src");
  });

  it("gives every held photo back at the guest's first scroll", async () => {
    const img = add("lazy");
    await settle();
    window.dispatchEvent(new Event("scroll"));
    expect(img).toHaveAttribute("src", "https://images.example/lazy.jpg");
  });

  it("keeps a newer address set meanwhile (a carousel that moved on)", async () => {
    const img = add("lazy", "https://images.example/first.jpg");
    await settle();
    img.setAttribute("src", "https://images.example/second.jpg");
    window.dispatchEvent(new Event("load"));
    expect(img).toHaveAttribute("src", "https://images.example/second.jpg");
    expect(img).not.toHaveAttribute("srcset");
  });

  it("holds nothing, and throws nothing, in a browser without IntersectionObserver", async () => {
    window.dispatchEvent(new Event("load"));
    vi.stubGlobal("IntersectionObserver", undefined);
    expect(() => new Function(photoHoldScript)()).not.toThrow();
    const img = add("lazy");
    await settle();
    expect(img).toHaveAttribute("src", "https://images.example/lazy.jpg");
  });

  it("holds nothing once the page has loaded (pages the router shows later)", async () => {
    window.dispatchEvent(new Event("load"));
    const img = add("lazy");
    await settle();
    expect(img).toHaveAttribute("src", "https://images.example/lazy.jpg");
  });
});
