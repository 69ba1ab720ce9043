import { describe, expect, it } from "vitest";
import { photoSrcSet, photoUrl, photoWidths } from "../../lib/photo";
import { proxiedPhotos } from "./proxied-photos.server";

const entry = (data: Record<string, unknown>) => ({ id: "x", file: "x.yaml", data });

describe("proxiedPhotos", () => {
  const list = proxiedPhotos({
    rooms: [
      entry({ en: { photo: "1566073771259-6a8506099945", gallery: [{ id: "1000000000000-0000000000ab" }] } }),
      entry({ en: { photo: "https://images.unsplash.com/photo-1611892440504-42a792e24d32" } }),
    ],
    offers: [entry({ en: { photo: "/photos/early-bird-terrace.jpg", title: "Early Bird" } })],
    dishes: [entry({ en: { photo: "1566073771259-6a8506099945" } })],
  });

  it("lists each photo on the host the content names, by id or address, once, and no uploaded one", () => {
    expect(list.photos).toEqual([
      "photo-1000000000000-0000000000ab",
      "photo-1566073771259-6a8506099945",
      "photo-1611892440504-42a792e24d32",
    ]);
  });

  it("at exactly the widths and the quality of the addresses pages fetch", () => {
    expect(list.widths).toEqual(photoWidths.map(String));
    const asked = [
      photoUrl("1566073771259-6a8506099945", 1280),
      ...(photoSrcSet("1566073771259-6a8506099945") ?? "").split(", ").map((c) => c.split(" ")[0]),
    ].map((address = "") => new URLSearchParams(address.split("?")[1]));
    for (const query of asked) {
      expect(list.widths).toContain(query.get("w"));
      expect(query.get("q")).toBe(list.quality);
    }
    expect(list.quality).toBe("70");
  });

  it("is empty for content that names no photo on the host", () => {
    expect(proxiedPhotos({ offers: [entry({ en: { photo: "/photos/a.jpg" } })] })).toEqual({
      photos: [],
      widths: [],
      quality: "",
    });
  });
});
