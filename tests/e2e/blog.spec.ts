import { formatDate } from "../../app/i18n/format";
import { contentEntries } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

const blogPosts = contentEntries("blog");
const [blogPage] = contentEntries("blog-page");
// A post names the hotel's times by placeholder (docs/decisions/0031); the page shows the policy's.
const { policies } = contentEntries("policies")[0]!;
const filled = (text: string) =>
  text.replaceAll("{checkIn}", policies.checkIn).replaceAll("{checkOut}", policies.checkOut);

const ORIGIN = "https://www.surmariversidehotel.com";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const readMore = (title: string) => new RegExp(`^Read More: ${escape(title)}$`);
const postById = (id: string) => {
  const post = blogPosts.find((entry) => entry.id === id);
  if (!post) throw new Error(`no post ${id}`);
  return post;
};

test.describe("blog list", () => {
  test("shows six cards with category, date, title, excerpt, author, read time and Read More", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    // A living journal: its newest post is from the weeks before the build (issue 40).
    await expect(cards.first().locator("time")).toHaveText("16 November 2026");
    for (const [index, post] of blogPosts.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3, name: post.title })).toBeVisible();
      await expect(card).toContainText(post.category);
      await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(card.locator("time")).toHaveText(formatDate(post.date, "en-GB"));
      await expect(card).toContainText(post.excerpt);
      await expect(card).toContainText(post.author);
      await expect(card).toContainText(`${post.readTime} min read`);
      await expect(card.getByRole("img", { name: post.image.alt })).toBeAttached();
      const link = card.getByRole("link", { name: readMore(post.title) });
      await expect(link).toHaveAttribute("href", `/blog/${post.id}`);
      await expect(link).toContainText("Read More");
    }
  });

  test("the Bengali list opens on the newest post too, dated in Bengali", async ({ page }) => {
    await gotoHydrated(page, "/bn/blog");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    const newest = contentEntries("blog", "bn")[0]!;
    await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(newest.title);
    await expect(cards.first().locator("time")).toHaveAttribute("datetime", "2026-11-16");
    await expect(cards.first().locator("time")).toHaveText(formatDate(newest.date, "bn-BD"));
  });

  test("Load More Articles is not offered when every post is shown", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
    await expect(page.getByRole("button", { name: "Load More Articles" })).toHaveCount(0);
  });

  test("Read More opens the post", async ({ page }) => {
    const post = postById("secrets-of-sylheti-shatkora");
    await gotoHydrated(page, "/blog");
    await page.getByRole("link", { name: readMore(post.title) }).click();
    await expect(page).toHaveURL(`/blog/${post.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  test("the alias shows the same list with the primary canonical", async ({ page }) => {
    await gotoHydrated(page, "/bangla-blog");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/blog`);
  });
});

test.describe("blog post", () => {
  test("has a hero, the lead, its own body, its quote and a working back link", async ({
    page,
  }) => {
    const post = postById("pohela-boishakh-celebration");
    await gotoHydrated(page, `/blog/${post.id}`);
    const article = page.getByRole("main").getByRole("article").first();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article).toContainText("Events");
    await expect(article.locator("time").first()).toHaveText("2 April 2026");
    await expect(article).toContainText(post.author);
    await expect(article).toContainText(`${post.readTime} min read`);
    await expect(article.getByRole("img", { name: post.image.alt })).toBeAttached();
    await expect(article.getByText(post.excerpt, { exact: true })).toBeVisible();
    expect(post.body.join(" ")).toContain("{checkIn}");
    for (const paragraph of post.body) {
      await expect(article.getByText(filled(paragraph), { exact: true })).toBeVisible();
    }
    const quote = article.locator("figure", { has: page.locator("blockquote") });
    await expect(quote.locator("blockquote")).toHaveText(post.quote);
    await expect(quote.locator("figcaption")).toContainText(post.author);

    const back = page.getByRole("link", { name: "Back to Blog" });
    await expect(back).toHaveAttribute("href", "/blog");
    await back.click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage!.heading);
  });

  test("carries its own title, description, canonical, image and BlogPosting data", async ({
    request,
  }) => {
    const post = postById("terrace-bistro-opens");
    const html = await (await request.get(`/blog/${post.id}`)).text();
    // The headline is the article's; the title is a shorter one that fits in search results.
    expect(html).toContain(`<title>${post.pageTitle} | Surma Riverside Hotel, Sylhet</title>`);
    expect(html).toContain(`<meta name="description" content="${post.excerpt}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${post.id}"/>`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${post.image.id}`));
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    const data = JSON.parse(json ?? "{}");
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.date,
      author: { name: post.author },
    });
  });

  test("related articles share the category, at most three, excerpts within 100 characters", async ({
    page,
  }) => {
    for (const post of blogPosts) {
      await gotoHydrated(page, `/blog/${post.id}`);
      const section = page.getByRole("region", { name: "Related Articles" });
      const cards = section.getByRole("article");
      const expected = blogPosts.filter(
        (other) => other.category === post.category && other.id !== post.id,
      );
      await expect(cards).toHaveCount(Math.min(3, expected.length));
      await expect(section.getByRole("heading", { level: 3, name: post.title })).toHaveCount(0);
      for (const other of expected.slice(0, 3)) {
        const card = cards.filter({
          has: page.getByRole("heading", { level: 3, name: other.title }),
        });
        await expect(card).toContainText(post.category);
        const excerpt = (await card.locator("p").first().textContent()) ?? "";
        expect(excerpt.length).toBeLessThanOrEqual(101);
        expect(excerpt.endsWith("…")).toBe(true);
        expect(other.excerpt.startsWith(excerpt.slice(0, -1))).toBe(true);
        await expect(card).not.toContainText(other.excerpt);
        await expect(card.getByRole("link", { name: readMore(other.title) })).toHaveAttribute(
          "href",
          `/blog/${other.id}`,
        );
      }
    }
  });

  test("a post alone in its category says there are no related articles yet", async ({ page }) => {
    await gotoHydrated(page, "/blog/greener-stays-at-surma");
    const section = page.getByRole("region", { name: "Related Articles" });
    await expect(section.getByRole("article")).toHaveCount(0);
    await expect(section.getByRole("heading", { name: "No related articles yet" })).toBeVisible();
    await section.getByRole("link", { name: "Browse all articles" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("a related card leads to that post", async ({ page }) => {
    const next = postById("tea-garden-day-trips");
    await gotoHydrated(page, "/blog/pohela-boishakh-celebration");
    await page
      .getByRole("region", { name: "Related Articles" })
      .getByRole("link", { name: readMore(next.title) })
      .click();
    await expect(page).toHaveURL(`/blog/${next.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title);
  });

  test("an unknown id answers 404 with Post not found and a way back", async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/status of 404|http 404/);
    const response = await gotoHydrated(page, "/blog/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Somewhere to read on: the three newest posts, each opening its page.
    const latest = page.getByRole("region", { name: "Latest Articles" });
    const newest = blogPosts.slice(0, 3);
    await expect(latest.getByRole("heading", { level: 3 })).toHaveText(
      newest.map((post) => post.title),
    );
    const second = postById(newest[1]?.id ?? "");
    await latest.getByRole("link", { name: readMore(second.title) }).click();
    await expect(page).toHaveURL(`/blog/${second.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await gotoHydrated(page, "/blog/nope");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
  });
});
