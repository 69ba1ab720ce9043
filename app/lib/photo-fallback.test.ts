import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { photoDrawings, photoFallbackScript, photoHoldScript } from "./photo-fallback";

describe("the drawings by kind", () => {
  it("groups the files by kind in the order of their names, each with the words that call for it", () => {
    expect(
      photoDrawings({
        "./placeholders/room-chair.svg": "/assets/room-chair-b.svg",
        "./placeholders/room.svg": "/assets/room-c.svg",
        "./placeholders/room-bath.svg": "/assets/room-bath-a.svg",
        "./placeholders/scene.svg": "/assets/scene-d.svg",
      }),
    ).toEqual({
      room: [
        ["/assets/room-bath-a.svg", expect.stringContaining("bath")],
        ["/assets/room-chair-b.svg", expect.stringContaining("chair")],
        ["/assets/room-c.svg", expect.stringContaining("bed")],
      ],
      scene: [["/assets/scene-d.svg", ""]],
    });
  });
});

describe("the document's photo listener", () => {
  const drawings = {
    room: [
      ["room-bath.svg", "bath|বাথ"],
      ["room-chair.svg", "chair"],
      ["room-desk.svg", "desk"],
      ["room.svg", "bed"],
    ],
    person: [["person.svg", ""]],
    scene: [["scene.svg", ""]],
  } as const;
  // Installed once for the file, as the document's head installs it once per page.
  new Function(photoFallbackScript(drawings))();
  afterEach(() => document.body.replaceChildren());

  function photo({
    className = "photo-placeholder",
    kind,
    src = "/photo-host/photo-1",
    alt = "",
  }: { className?: string; kind?: string; src?: string; alt?: string } = {}) {
    const box = document.createElement("span");
    box.className = className;
    if (kind) box.dataset.kind = kind;
    const img = document.createElement("img");
    img.setAttribute("src", src);
    img.alt = alt;
    box.append(img);
    document.body.append(box);
    return { box, img };
  }
  const fail = (img: HTMLImageElement) => img.dispatchEvent(new Event("error"));
  const drawingOf = (box: HTMLElement) => box.style.getPropertyValue("--photo-motif");

  it("marks the box of a photo that cannot load", () => {
    const { box, img } = photo();
    fail(img);
    expect(box).toHaveAttribute("data-failed");
  });

  it("clears the mark when the box's photo loads after all", () => {
    const { box, img } = photo();
    fail(img);
    img.dispatchEvent(new Event("load"));
    expect(box).not.toHaveAttribute("data-failed");
  });

  it("leaves images outside photo boxes alone", () => {
    const { box, img } = photo({ className: "logo", kind: "room" });
    fail(img);
    expect(box).not.toHaveAttribute("data-failed");
    expect(drawingOf(box)).toBe("");
  });

  it("draws what the photo's words call for, in either language", () => {
    const bath = photo({ kind: "room", alt: "Marble Bathroom with a deep tub" });
    const bengaliBath = photo({ kind: "room", alt: "গভীর বাথটাবসহ মার্বেলের একটি বাথরুম" });
    const chair = photo({ kind: "room", alt: "A bedroom with a lounge chair by a tall window" });
    for (const { img } of [bath, bengaliBath, chair]) fail(img);
    expect(drawingOf(bath.box)).toBe("url(room-bath.svg)");
    expect(drawingOf(bengaliBath.box)).toBe("url(room-bath.svg)");
    // The first drawing whose words it has: a chair, though it is a bedroom.
    expect(drawingOf(chair.box)).toBe("url(room-chair.svg)");
  });

  it("draws a photo whose words call for none with one of its kind's, the same for the same photo", () => {
    const src = "/photo-host/photo-1611892440504-42a792e24d32";
    const first = photo({ kind: "room", src, alt: "A calm room" });
    const again = photo({ kind: "room", src, alt: "A calm room" });
    fail(first.img);
    fail(again.img);
    expect(drawingOf(first.box)).toMatch(/^url\(room(-bath|-chair|-desk)?\.svg\)$/);
    expect(drawingOf(again.box)).toBe(drawingOf(first.box));
  });

  it("draws a grid of rooms with more than one drawing", () => {
    const boxes = Array.from({ length: 6 }, (_, index) =>
      photo({ kind: "room", src: `/photo-host/photo-${1600000000000 + index * 7919}-abc` }),
    );
    for (const { img } of boxes) fail(img);
    expect(new Set(boxes.map(({ box }) => drawingOf(box))).size).toBeGreaterThan(2);
  });

  it("draws a kind of one drawing with it, and a photo of a kind without drawings with none", () => {
    const person = photo({ kind: "person" });
    const other = photo({ kind: "food" });
    fail(person.img);
    fail(other.img);
    expect(drawingOf(person.box)).toBe("url(person.svg)");
    expect(drawingOf(other.box)).toBe("");
    expect(other.box).toHaveAttribute("data-failed");
  });

  it("covers a box of no kind (a page's hero) with the drawn scene, from its foot", () => {
    const { box, img } = photo();
    fail(img);
    expect(drawingOf(box)).toBe("url(scene.svg)");
    expect(box.style.backgroundSize).toBe("cover");
    expect(box.style.backgroundPosition).toBe("50% 100%");
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
