/** The public blog: list, article, not-found, share menu, and Markdown payloads that stay inert. */
import { stockImages } from "../../content/blog";
import { attackerOrigin, e2eBlogPosts } from "./blog-fixtures";
import { expect, expectAccessible, pageTimePasses, test, waitForHydration } from "./fixtures";

const { newest, older, draft, xss } = e2eBlogPosts;

test.describe("blog list", () => {
  test("lists published posts newest first with date, read time and excerpt; no drafts", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.getByRole("heading", { level: 1, name: "Tickwise Blog" })).toBeVisible();
    const list = page.getByRole("list", { name: "Articles" });
    const titles = await list.getByRole("heading", { level: 2 }).allTextContents();
    expect(titles.indexOf(newest.title)).toBeLessThan(titles.indexOf(older.title));
    expect(titles).not.toContain(draft.title);

    const card = list.getByRole("listitem").filter({ hasText: newest.title });
    await expect(card).toContainText("November 24, 2026");
    await expect(card).toContainText(/\d+ min read/);
    await expect(card).toContainText(newest.excerpt);
    // A post's own site image: its title as text alternative, intrinsic size against layout shift.
    const image = list.getByRole("listitem").filter({ hasText: older.title }).getByRole("img", { name: older.title });
    await expect(image).toHaveAttribute("src", older.imageUrl);
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "630");

    await waitForHydration(page);
    await card.getByRole("link", { name: newest.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
  });

  test("has Blog, ItemList and BreadcrumbList structured data", async ({ page }) => {
    await page.goto("/blog");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; blogPost?: { headline: string }[] },
    );
    expect(blocks.map((b) => b["@type"])).toEqual(expect.arrayContaining(["Blog", "ItemList", "BreadcrumbList"]));
    const blog = blocks.find((b) => b["@type"] === "Blog")!;
    expect(blog.blogPost!.map((p) => p.headline)).toContain(newest.title);
  });
});

test.describe("blog article", () => {
  test("draws a stock featured image into the page; a post's own image stays an image file", async ({ page }) => {
    const imageFiles: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && new URL(request.url()).pathname.startsWith("/images/blog/")) {
        imageFiles.push(request.url());
      }
    });
    await page.goto(`/blog/${newest.slug}`);
    const article = page.getByRole("article");
    // The default stock image, drawn inline: named by its alt text, as wide as the text, 1200:630.
    const drawing = article.getByRole("img", { name: stockImages[0]!.alt });
    await expect(drawing).toBeVisible();
    const box = (await drawing.boundingBox())!;
    const body = (await article.locator(".prose-article").boundingBox())!;
    expect(Math.abs(box.width - body.width)).toBeLessThan(1);
    expect(box.height).toBeCloseTo((box.width * 630) / 1200, 0);
    // Its gradients resolve: the ids it defines are the ones it uses, none of them bare.
    const ids = await drawing.evaluate((svg) => [...svg.querySelectorAll("[id]")].map((element) => element.id));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^art-clock-face-/);
    await page.waitForLoadState("load");
    expect(imageFiles).toEqual([]);
    await expectAccessible(page);

    await page.goto(`/blog/${older.slug}`);
    await expect(page.getByRole("article").getByRole("img", { name: older.title })).toHaveAttribute(
      "src",
      older.imageUrl,
    );
  });

  test("shows date, read time, title, excerpt, body, related articles and tools", async ({ page, baseURL }) => {
    const response = await page.goto(`/blog/${newest.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${newest.title} | Tickwise Blog`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", newest.metaDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog/${newest.slug}`);

    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    await expect(article).toContainText("November 24, 2026");
    await expect(article).toContainText(/\d+ min read/);
    await expect(article).toContainText(newest.excerpt);
    await expect(article.getByRole("heading", { level: 2, name: "Why a timer helps" })).toHaveAttribute(
      "id",
      "why-a-timer-helps",
    );
    await expect(article.locator("strong", { hasText: "25 minutes" })).toBeVisible();
    await expect(article.getByRole("link", { name: "25-minute timer" })).toHaveAttribute(
      "href",
      "/timer/25-minute-timer",
    );

    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related.getByRole("link", { name: new RegExp(older.title) })).toHaveAttribute(
      "href",
      `/blog/${older.slug}`,
    );
    await expect(related.getByRole("link", { name: new RegExp(newest.title) })).toHaveCount(0);
    await expect(related.getByRole("link", { name: new RegExp(draft.title) })).toHaveCount(0);
    expect(await related.getByRole("link").count()).toBeLessThanOrEqual(3);

    const tools = page.getByRole("region", { name: "Related Tools" });
    const toolLinks: [string, string][] = [
      ["Timer", "/timer"],
      ["Stopwatch", "/stopwatch"],
      ["Alarm", "/alarm"],
      ["World Clock", "/time"],
    ];
    for (const [name, href] of toolLinks) {
      await expect(tools.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "Back to all articles" })).toHaveAttribute("href", "/blog");

    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const ld = types.find((b) => b["@type"] === "Article")!;
    expect(ld).toMatchObject({
      headline: newest.title,
      datePublished: "2026-11-24T00:00:00.000Z",
      dateModified: "2026-11-24T00:00:00.000Z",
      author: { name: "Tickwise" },
      publisher: { name: "Tickwise" },
    });
    expect(types.map((b) => b["@type"])).toContain("BreadcrumbList");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no accessibility violations in the ${theme} theme, nor has the open share menu`, async ({ page }) => {
      test.slow(); // axe runs twice
      await page.addInitScript((value) => localStorage.setItem("tickwise-theme", value), theme);
      await page.goto(`/blog/${newest.slug}`);
      await waitForHydration(page);
      await expectAccessible(page);
      await page.locator("summary", { hasText: "Share" }).click();
      await expect(page.getByRole("list", { name: "Share this article" })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("an unknown slug and a draft show Article Not Found with HTTP 404", async ({ page }) => {
    for (const slug of ["no-such-article", draft.slug]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Article Not Found | Tickwise");
      await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
      await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
      await expect(page.getByText(draft.content)).toHaveCount(0);
    }
    await waitForHydration(page);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tickwise Blog" })).toBeVisible();
  });
});

test.describe("share menu", () => {
  test("links carry the article URL and title; Copy link copies it and says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/blog/${newest.slug}`);
    await waitForHydration(page);
    // A disclosure on this page without React (decision 041); its script answers "Copy link".
    await page.locator("summary", { hasText: "Share" }).click();
    const menu = page.getByRole("list", { name: "Share this article" });
    const url = `${baseURL}/blog/${newest.slug}`;
    for (const name of ["Facebook", "WhatsApp", "Telegram", "LinkedIn", "X"]) {
      const link = menu.getByRole("link", { name: new RegExp(`Share on ${name}\\b`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      const href = decodeURIComponent((await link.getAttribute("href"))!);
      expect(href).toContain(url);
    }
    await menu.getByRole("button", { name: "Copy link" }).click();
    await expect(menu.getByRole("button", { name: "Link copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test.describe("when the clipboard refuses", () => {
    test("says it failed", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", {
          value: { writeText: () => Promise.reject(new Error("denied")) },
        });
        document.execCommand = () => false;
      });
      await page.goto(`/blog/${newest.slug}`);
      await waitForHydration(page);
      await page.locator("summary", { hasText: "Share" }).click();
      await page.getByRole("button", { name: "Copy link" }).click();
      await expect(page.getByRole("button", { name: "Failed to copy" })).toBeVisible();
    });
  });
});

test.describe("Markdown payloads", () => {
  test("render inert: no dialog, no request to the attacker, no script runs", async ({ page }) => {
    const dialogs: string[] = [];
    const attackerRequests: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on("request", (request) => {
      if (request.url().startsWith(attackerOrigin) || request.url().startsWith("data:")) {
        attackerRequests.push(request.url());
      }
    });

    const response = await page.goto(`/blog/${xss.slug}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const article = page.getByRole("article");
    // The title and excerpt are text, not markup.
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(xss.title);
    await expect(article).toContainText(xss.excerpt);
    await expect(article).toContainText("After the payloads.");
    // What remains of the payloads is plain text and harmless links. (The featured image, the
    // default stock drawing, is an SVG of our own above the body.)
    const body = article.locator(".prose-article");
    await expect(body.locator("script, iframe, svg:not([aria-hidden]), object, embed, details[open]")).toHaveCount(0);
    await expect(article.locator("script, iframe, object, embed")).toHaveCount(0);
    await expect(article.locator("[onerror], [onload], [ontoggle]")).toHaveCount(0);
    await expect(article.locator('a[href^="javascript:"], a[href^="data:"], img[src^="data:"]')).toHaveCount(0);
    await expect(article.locator(`img[src^="${attackerOrigin}"]`)).toHaveCount(0);
    await expect(article.getByRole("link", { name: "tracking pixel" })).toHaveAttribute("rel", /nofollow/);
    // The featured image from another site is not rendered (images come from Tickwise only).
    await expect(page.locator(`img[src^="${attackerOrigin}"]`)).toHaveCount(0);

    await article.getByText("markdown javascript link").click();
    await article.getByText("raw link").click();
    // A javascript: link runs in a task after the click; give the page time for it.
    await pageTimePasses(page, 300);
    expect(dialogs).toEqual([]);
    expect(attackerRequests).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/blog/${xss.slug}$`));
  });
});
