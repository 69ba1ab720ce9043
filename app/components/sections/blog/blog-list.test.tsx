import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { entriesOf } from "~/content/server/content.server";
import { postCard, type BlogPost } from "~/content/schemas/collections/blog";
import { BlogList, PAGE_SIZE } from "./blog-list";

const posts = entriesOf("blog").map(postCard);

function renderList(list: readonly BlogPost[]) {
  const router = createMemoryRouter([{ path: "/", element: <BlogList posts={list} /> }]);
  render(<RouterProvider router={router} />);
}

const loadMore = () => screen.queryByRole("button", { name: "Load More Articles" });

describe("BlogList", () => {
  it("shows every post and no Load More when they all fit", () => {
    expect(posts).toHaveLength(PAGE_SIZE);
    renderList(posts);
    expect(screen.getAllByRole("article")).toHaveLength(PAGE_SIZE);
    expect(loadMore()).toBeNull();
  });

  it("offers Load More while posts remain, and shows them when asked", () => {
    const more = [
      ...posts,
      ...posts.slice(0, 2).map((post) => ({ ...post, id: `${post.id}-again` })),
    ];
    renderList(more);
    expect(screen.getAllByRole("article")).toHaveLength(PAGE_SIZE);
    expect(loadMore()).toBeEnabled();
    fireEvent.click(loadMore()!);
    expect(screen.getAllByRole("article")).toHaveLength(more.length);
    expect(loadMore()).toBeNull();
    // Focus moves to the first card added, where reading goes on.
    expect(document.activeElement?.textContent).toContain(more[PAGE_SIZE]!.title);
  });
});
