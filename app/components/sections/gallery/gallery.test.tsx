import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { entriesOf } from "~/content/server/content.server";
import { filterImages, galleryFilters, parseFilter } from "./gallery-filter";
import { GalleryGrid } from "./gallery-grid";
import { gallery as galleryMessages } from "~/locale/gallery";

const galleryImages = entriesOf("gallery");

describe("gallery filter", () => {
  it("offers the spec's tabs in order", () => {
    expect(galleryFilters.map((filter) => galleryMessages.filters[filter.id])).toEqual([
      "All",
      "Rooms",
      "Dining",
      "Amenities",
      "Interior",
      "Exterior & Events",
    ]);
  });

  it("shows everything under All and one category under the others", () => {
    expect(filterImages(galleryImages, "all")).toHaveLength(18);
    const rooms = filterImages(galleryImages, "rooms");
    expect(rooms).toHaveLength(4);
    expect(rooms.every((image) => image.category === "rooms")).toBe(true);
    expect(filterImages(galleryImages, "dining")).toHaveLength(3);
    expect(filterImages(galleryImages, "amenities")).toHaveLength(3);
    expect(filterImages(galleryImages, "interior")).toHaveLength(3);
  });

  it("puts exterior and events photos together under Exterior & Events, in gallery order", () => {
    const images = filterImages(galleryImages, "exterior-events");
    expect(images.map((image) => image.category).sort()).toEqual([
      "events",
      "events",
      "exterior",
      "exterior",
      "exterior",
    ]);
    expect(images.map((image) => image.id)).toEqual(
      galleryImages
        .filter((image) => image.category === "exterior" || image.category === "events")
        .map((image) => image.id),
    );
  });

  it("returns an empty list for a category with no photos", () => {
    const onlyRooms = galleryImages.filter((image) => image.category === "rooms");
    expect(filterImages(onlyRooms, "dining")).toEqual([]);
    expect(filterImages(onlyRooms, "all")).toHaveLength(4);
  });

  it("reads the URL value, falling back to All for anything unknown", () => {
    expect(parseFilter("dining")).toBe("dining");
    expect(parseFilter("exterior-events")).toBe("exterior-events");
    expect(parseFilter("DINING")).toBe("all");
    expect(parseFilter("exterior")).toBe("all");
    expect(parseFilter(null)).toBe("all");
  });
});

describe("GalleryGrid", () => {
  it("renders a button per photo that opens it with its index", () => {
    const onOpen = vi.fn();
    const images = filterImages(galleryImages, "dining");
    render(
      <GalleryGrid images={images} labels={galleryMessages} onOpen={onOpen} onViewAll={() => {}} />,
    );
    const list = screen.getByRole("list");
    const buttons = within(list).getAllByRole("button");
    expect(buttons).toHaveLength(3);
    expect(buttons[1]).toHaveAccessibleName(`View larger: ${images[1]?.title}`);
    expect(buttons[1]).toHaveAttribute("aria-haspopup", "dialog");
    fireEvent.click(buttons[1]!);
    expect(onOpen).toHaveBeenCalledWith(1, buttons[1]);
  });

  it("shows the empty state with a View All Images button for an empty category", () => {
    const onViewAll = vi.fn();
    render(
      <GalleryGrid images={[]} labels={galleryMessages} onOpen={() => {}} onViewAll={onViewAll} />,
    );
    expect(screen.getByText("No images found in this category.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "View All Images" }));
    expect(onViewAll).toHaveBeenCalledOnce();
  });
});
