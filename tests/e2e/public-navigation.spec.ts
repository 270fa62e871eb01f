import { expect, test, type Page } from "@playwright/test";

const ROUTES = [
  { path: "/", label: "Home", h1: "Trusted legal counsel in the heart of Freetown", title: "Kamara & Associates Chambers" },
  { path: "/consumers", label: "About Us", h1: "Who We Are", title: "About Us | Kamara & Associates Chambers" },
  { path: "/services", label: "Legal Services", h1: "Legal Services", title: "Legal Services | Kamara & Associates Chambers" },
  { path: "/attorney", label: "Legal Consultation", h1: "Find the right attorney in three steps", title: "Legal Consultation | Kamara & Associates Chambers" },
  { path: "/contact", label: "Contact", h1: "Contact", title: "Contact | Kamara & Associates Chambers" },
] as const;

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function scrollToSection(page: Page, id: string) {
  await page.evaluate((sectionId) => {
    const element = document.getElementById(sectionId)!;
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 50, behavior: "instant" });
  }, id);
}

test("every public route has the fixed navigation, one h1, its own title and description, and the footer", async ({ page }) => {
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(route.h1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", route.title);
    await expect(page.locator("header")).toHaveCSS("position", "fixed");
    for (const entry of ROUTES) await expect(mainNav(page).getByRole("link", { name: entry.label, exact: true })).toHaveAttribute("href", entry.path);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Monday to Friday 9 AM to 5 PM");
    await expect(footer).toContainText("12 Siaka Stevens Street, Freetown, Sierra Leone");
    await expect(footer.getByRole("link", { name: "info@kamarachambers.sl" })).toHaveAttribute("href", "mailto:info@kamarachambers.sl");
    await expect(footer.getByRole("link", { name: "+232 76 123 456" })).toHaveAttribute("href", "tel:+23276123456");
  }
});

test("clicking an entry navigates to its route and marks it current", async ({ page }) => {
  await page.goto("/");
  await mainNav(page).getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/consumers$/);
  await expect(page.locator("h1")).toHaveText("Who We Are");
  await expect(mainNav(page).getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
  await expect(mainNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
});

test("on the home route the active entry follows the scroll over the sections", async ({ page }) => {
  await page.goto("/");
  const current = mainNav(page).getByRole("link").and(page.locator("[aria-current]"));
  await expect(current).toHaveText("Home");
  for (const [id, label] of [
    ["services", "Legal Services"],
    ["attorney", "Legal Consultation"],
    ["consumers", "About Us"],
    ["contact", "Contact"],
  ] as const) {
    await scrollToSection(page, id);
    await expect(current).toHaveText(label);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(current).toHaveText("Home");
});

test("the scroll-spy switches 100 px before a section reaches the top", async ({ page }) => {
  await page.goto("/");
  const top = await page.evaluate(() => document.getElementById("services")!.getBoundingClientRect().top + window.scrollY);
  const current = mainNav(page).getByRole("link").and(page.locator("[aria-current]"));
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top - 110);
  await expect(current).toHaveText("Home");
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top - 90);
  await expect(current).toHaveText("Legal Services");
});

test("the scroll-spy ignores sections not laid out and follows sections that move without a scroll", async ({ page }) => {
  await page.goto("/");
  const current = mainNav(page).getByRole("link").and(page.locator("[aria-current]"));
  // The browser would otherwise keep the content in place by scrolling, which the spy already follows.
  await page.addStyleTag({ content: "html { overflow-anchor: none }" });
  await page.evaluate(() => {
    document.getElementById("contact")!.style.display = "none";
    const top = document.getElementById("services")!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - 110, behavior: "instant" });
  });
  await expect(current).toHaveText("Home");

  await page.evaluate(() => {
    document.getElementById("services")!.style.marginTop = "-20px";
  });
  await expect(current).toHaveText("Legal Services");
  await page.evaluate(() => {
    document.getElementById("services")!.style.marginTop = "";
    document.getElementById("contact")!.style.display = "";
  });
  await expect(current).toHaveText("Home");
});

test("clicking the entry of the current route scrolls smoothly to its section", async ({ page }) => {
  await page.goto("/");
  await scrollToSection(page, "contact");
  await mainNav(page).getByRole("link", { name: "Home" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/contact");
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await mainNav(page).getByRole("link", { name: "Contact" }).click();
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top))).toBeLessThan(100);
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu toggles, closes on Escape and on navigation", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Legal Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("h1")).toHaveText("Legal Services");
  });

  test("nothing is wider than the screen", async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});

test("every footer link goes somewhere real", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .getByRole("contentinfo")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs) {
    if (href.startsWith("mailto:") || href.startsWith("tel:") || href.startsWith("https://wa.me/")) continue;
    expect(href.startsWith("/"), href).toBe(true);
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBeLessThan(400);
  }
  // No social address is configured by default, so no social icon is shown.
  await expect(page.getByRole("list", { name: "Follow us" })).toHaveCount(0);
});

test("Staff sign-in leaves the public site for the back office's own stylesheet", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Staff sign-in" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  // A client-side navigation would keep the public stylesheet beside the back office's, where
  // utilities both define would override each other in the wrong order.
  const styles = await page.evaluate(() => [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join(""));
  expect(styles).toContain(".cursor-grab{");
  expect(styles).not.toContain(".animate-chat-dot{");
});

test("a skip link leads keyboard users to the content", async ({ page }) => {
  await page.goto("/consumers");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
