import { describe, expect, it, vi } from "vitest";
import { avatarUrl, photoHostUrl, photoSrcSet, photoUrl } from "./photo";

describe("photo URLs", () => {
  it("asks the host for the width it needs", () => {
    expect(photoHostUrl("1566073771259-6a8506099945", 640)).toBe(
      "https://images.unsplash.com/photo-1566073771259-6a8506099945?auto=format&fit=crop&w=640&q=70",
    );
  });
  it("fetches it through the site's own origin", () => {
    expect(photoUrl("1566073771259-6a8506099945", 640)).toBe(
      "/photo-host/photo-1566073771259-6a8506099945?auto=format&fit=crop&w=640&q=70",
    );
  });
  it("names the photo host itself in a build for a host that cannot proxy", async () => {
    vi.stubEnv("VITE_PHOTOS_DIRECT", "1");
    vi.resetModules();
    try {
      const direct = await import("./photo");
      expect(direct.photoUrl("1566073771259-6a8506099945", 640)).toBe(
        photoHostUrl("1566073771259-6a8506099945", 640),
      );
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
  it("takes a host photo by its address as well as by its id", () => {
    expect(photoUrl("https://images.unsplash.com/photo-1566073771259-6a8506099945", 640)).toBe(
      photoUrl("1566073771259-6a8506099945", 640),
    );
  });
  it("builds a srcset of widths up to a maximum", () => {
    const set = photoSrcSet("1-abc", 960)?.split(", ") ?? [];
    expect(set).toHaveLength(4);
    expect(set[0]).toMatch(/w=400&q=70 400w$/);
    // A phone 412 px wide at 1.75× needs 721 px: there is a candidate between 640 and 960.
    expect(set[2]).toMatch(/w=800&q=70 800w$/);
    expect(set[3]).toMatch(/w=960&q=70 960w$/);
  });
  it("serves a photo uploaded in the editor as the site's own file, in its one size", () => {
    expect(photoUrl("/photos/river-terrace.jpg", 640)).toBe("/photos/river-terrace.jpg");
    expect(photoSrcSet("/photos/river-terrace.jpg")).toBeUndefined();
  });
  it("keeps an avatar stable per person", () => {
    expect(avatarUrl(12, 160)).toBe("https://i.pravatar.cc/160?img=12");
  });
});
