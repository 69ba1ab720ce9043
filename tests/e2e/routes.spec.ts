import { expect, gotoHydrated, test } from "./fixtures";

// What each page's HTML holds is checked in Node (tests/built/prerendered.test.ts), and every
// distinct page is visited once in pages.spec.ts. Here: what only a browser shows about addresses.

test("an alias page hydrates as its primary does, in both languages", async ({ page }) => {
  for (const [path, heading] of [
    ["/about-us", "Our Story"],
    ["/bn/book-now", /./],
    ["/rooms/family", /Family Suite/],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});

test("an unknown path shows the spec's not-found page and logs the path", async ({
  page,
  allowProblem,
}) => {
  allowProblem(/status of 404|http 404/);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await gotoHydrated(page, "/somewhere/else");
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  expect(warnings.some((text) => text.includes("/somewhere/else"))).toBe(true);
});
