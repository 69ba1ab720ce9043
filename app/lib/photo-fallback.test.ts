import { afterEach, describe, expect, it } from "vitest";
import { photoFallbackScript } from "./photo-fallback";

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
