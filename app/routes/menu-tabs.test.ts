// A menu category the hotel has emptied (its last dish taken off) is no tab: the online order and
// the dining menu offer only categories with something in them, never a heading over nothing.
import { afterAll, describe, expect, it, vi } from "vitest";
import type * as ContentServer from "~/content/server/content.server";

// Importing a route module transforms the page it composes: slower than a unit on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

/** The content as read, with every dish of `category` in `collection` taken off. */
vi.mock("~/content/server/content.server", async (original) => {
  const real = await original<typeof ContentServer>();
  return {
    ...real,
    entriesOf: (name: Parameters<typeof real.entriesOf>[0]) =>
      real
        .entriesOf(name)
        .filter(
          (entry) =>
            !(
              (name === "dishes" && (entry as { category?: string }).category === "desserts") ||
              (name === "menu" && (entry as { category?: string }).category === "desserts")
            ),
        ),
  };
});

describe("a menu category with no dish", () => {
  it("is no tab of the online order", async () => {
    const { loader } = await import("./online-order");
    const ids = loader().categories.map((category) => category.id);
    expect(ids).not.toContain("desserts");
    expect(ids.length).toBeGreaterThan(0);
    expect(loader().categories.every((category) => category.dishes.length > 0)).toBe(true);
  });

  it("is no tab of the dining menu", async () => {
    const { loader } = await import("./dining");
    const ids = loader().menu.map((category) => category.id);
    expect(ids).not.toContain("desserts");
    expect(loader().menu.every((category) => category.items.length > 0)).toBe(true);
  });
});
