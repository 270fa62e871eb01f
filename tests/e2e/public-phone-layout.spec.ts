import { expect, test, type Page } from "@playwright/test";

// What a visitor on a cheap Android phone (360 px) and on a laptop (1280 px) sees: nothing ever
// scrolls sideways, the dialog's way out stays in view, addresses wrap sensibly, the navigation
// follows the page to its end.

const PAGES = ["/", "/consumers", "/services", "/attorney", "/contact", "/no-such-page"];

/** How far the page can scroll sideways: zero when nothing is wider than the window. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Whether the element is fully inside the window horizontally. */
async function withinWidth(page: Page, selector: ReturnType<Page["locator"]>): Promise<boolean> {
  const box = await selector.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test("no public page scrolls sideways", async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of PAGES) {
        await page.goto(path);
        expect(await sidewaysOverflow(page), path).toBe(0);
      }
    });

    test("search results for “land” fit the screen and keep their buttons in view", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("searchbox", { name: "Search attorneys" }).fill("land");
      const results = page.getByRole("list", { name: "Matching attorneys" });
      // The demo's two land lawyers, and any a back-office test added since.
      await expect(results.getByRole("listitem").filter({ hasText: /Mohamed Conteh|Hawa Turay/ })).toHaveCount(2);
      expect(await sidewaysOverflow(page)).toBe(0);
      for (const button of await results.getByRole("button").all()) {
        await button.scrollIntoViewIfNeeded();
        expect(await withinWidth(page, button)).toBe(true);
      }
      const menu =
        width === 360 ? page.getByRole("button", { name: "Open menu" }) : page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" });
      expect(await withinWidth(page, menu)).toBe(true);
    });

    test("with the attorney dialog and its form open nothing scrolls sideways, and Close stays in view", async ({ page }) => {
      await page.goto("/attorney");
      await page.getByRole("button", { name: "View More about Fatmata Kamara" }).click();
      const dialog = page.getByRole("dialog", { name: "Fatmata Kamara" });
      await expect(dialog).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await dialog.getByRole("button", { name: "Request a consultation" }).click();
      await expect(dialog.getByRole("button", { name: "Send request" })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);

      // Read to the end of the profile: the close button is still on screen and on top.
      await dialog.getByRole("button", { name: "Send request" }).scrollIntoViewIfNeeded();
      const scrolled = await dialog.evaluate((element) => (element.firstElementChild as HTMLElement).scrollTop);
      if (width === 360) expect(scrolled).toBeGreaterThan(300);
      const close = dialog.getByRole("button", { name: "Close" });
      const box = (await close.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(onTop).toBe("Close");
      await close.click();
      await expect(dialog).toBeHidden();
    });

    test("email addresses wrap only after the @, never inside a word", async ({ page }) => {
      await page.goto("/contact");
      const links = page.locator('#contact a[href^="mailto:"], footer a[href^="mailto:"]');
      await expect(links).toHaveCount(4);
      for (const link of await links.all()) {
        const report = await link.evaluate((element) => {
          const style = getComputedStyle(element);
          const pieces = Array.from(element.childNodes)
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => {
              const range = document.createRange();
              range.selectNodeContents(node);
              // A piece of text on one line has one box; a word broken across lines has two.
              return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
            });
          return { pieces, wordBreak: style.wordBreak, overflowWrap: style.overflowWrap, right: element.getBoundingClientRect().right };
        });
        expect(report.pieces.every((lines) => lines === 1)).toBe(true);
        expect(report.wordBreak).not.toBe("break-all");
        expect(report.overflowWrap).not.toBe("anywhere");
        expect(report.right).toBeLessThanOrEqual(width);
      }
      await expect(page.locator("#contact").getByRole("link", { name: "consult@kamarachambers.sl" })).toHaveAttribute(
        "href",
        "mailto:consult@kamarachambers.sl",
      );
    });

    test("at the end of the home page the navigation marks Contact", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      if (width === 360) await page.getByRole("button", { name: "Open menu" }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Contact", exact: true }).filter({ visible: true })).toHaveAttribute("aria-current", "location");
      await expect(nav.getByRole("link", { name: "About Us", exact: true }).filter({ visible: true })).not.toHaveAttribute("aria-current", /.*/);
    });
  });
}

test("a section scrolled into view lands below the navigation bar and above the 100 px line, and is marked", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.evaluate(() => document.getElementById("contact")!.scrollIntoView({ behavior: "instant", block: "start" }));
  const top = await page.evaluate(() => document.getElementById("contact")!.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(64);
  expect(top).toBeLessThanOrEqual(100);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "location");
  await expect(nav.getByRole("link", { name: "About Us" })).not.toHaveAttribute("aria-current", /.*/);
});

test("on a phone the home page renders its sections far below the first screen only as they come near it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const rendered = (id: string) => page.evaluate((sectionId) => document.getElementById(sectionId)!.checkVisibility({ contentVisibilityAuto: true }), id);
  await expect.poll(() => rendered("hero-title")).toBe(true);
  expect(await rendered("contact-title")).toBe(false);
  // Skipped content is still read out and found.
  await expect(page.getByRole("heading", { name: "Contact", exact: true })).toBeAttached();

  await page.evaluate(() => document.getElementById("contact")!.scrollIntoView({ behavior: "instant", block: "start" }));
  await expect.poll(() => rendered("contact-title")).toBe(true);
  const top = await page.evaluate(() => document.getElementById("contact")!.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(64);
  expect(top).toBeLessThanOrEqual(100);
});
