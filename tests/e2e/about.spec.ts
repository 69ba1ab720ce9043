import { expect, gotoHydrated, test } from "./fixtures";

const milestones = [
  ["2023", "Grand Opening"],
  ["2023", "First Recognition"],
  ["2024", "Dining Excellence Award"],
  ["2024", "Expansion"],
  ["2025", "Sustainability Initiative"],
] as const;
const team = [
  ["Tanvir Ahmed", "General Manager"],
  ["Rafiqul Islam", "Executive Chef"],
  ["Nusrat Jahan", "Guest Relations Manager"],
] as const;

test.describe("about page", () => {
  test("has the hero and the four sections in order", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");
    const headings = await page.locator("main h2").allTextContents();
    expect(headings).toEqual(["Our Mission", "Our Journey", "Meet Our Team", "Our Values"]);
    await expect(page.getByRole("region", { name: "Our Mission" })).toContainText(
      "To welcome every guest as Sylhet welcomes family",
    );
  });

  test("Our Journey lists the spec's five milestones in order", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const items = page.getByRole("region", { name: "Our Journey" }).getByRole("listitem");
    await expect(items).toHaveCount(5);
    for (const [index, [year, title]] of milestones.entries()) {
      const item = items.nth(index);
      await expect(item.locator("time")).toHaveText(year);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(item.locator("p")).not.toBeEmpty();
    }
  });

  test("Meet Our Team shows three people with position, bio and photo", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const members = page.getByRole("region", { name: "Meet Our Team" }).getByRole("listitem");
    await expect(members).toHaveCount(3);
    for (const [index, [name, position]] of team.entries()) {
      const member = members.nth(index);
      await expect(member.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(member).toContainText(position);
      await expect(member.getByRole("img", { name: `${name}, ${position}` })).toBeVisible();
      expect((await member.locator("p").last().innerText()).length).toBeGreaterThan(40);
    }
  });

  test("Our Values are the spec's three", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const values = page.getByRole("region", { name: "Our Values" }).getByRole("heading", {
      level: 3,
    });
    await expect(values).toHaveText([
      "Exceptional Service",
      "Uncompromising Quality",
      "Continuous Innovation",
    ]);
  });

  test("the home page's executive chef is the one on the team", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(
      page.getByRole("region", { name: "Authentic Bangladeshi Dining", exact: true }),
    ).toContainText("Executive Chef Rafiqul Islam");
  });

  for (const alias of ["/about-us", "/bengali-hospitality"]) {
    test(`${alias} shows the same page with the canonical /about`, async ({ page }) => {
      await gotoHydrated(page, alias);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");
      await expect(
        page.getByRole("region", { name: "Our Journey" }).getByRole("listitem"),
      ).toHaveCount(5);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
    });
  }
});
