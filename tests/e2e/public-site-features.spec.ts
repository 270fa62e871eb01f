import { expect, test, type Page } from "@playwright/test";

// Contact links, the contact form's phone-or-email rule and browser checks, the practice-area
// filter and descriptions, the branded 404 and the dialog's consultation form, at phone and
// laptop widths.

const PHONE = "+232 76 123 456";
const WHATSAPP = "+232 77 555 010";

/** Fulfils contact posts without storing them (the server's own rate limit is tested elsewhere). */
async function countContactPosts(page: Page): Promise<{ bodies: unknown[] }> {
  const seen = { bodies: [] as unknown[] };
  await page.route("**/api/contact", async (route) => {
    seen.bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 201, contentType: "application/json", body: '{"message":"ok"}' });
  });
  return seen;
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("phone, WhatsApp and emails are links in the contact section and the footer", async ({ page }) => {
      await page.goto("/contact");
      for (const area of [page.locator("#contact"), page.getByRole("contentinfo")]) {
        await expect(area.getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+23276123456");
        const whatsapp = area.getByRole("link", { name: `WhatsApp ${WHATSAPP}` });
        await expect(whatsapp).toHaveAttribute("href", "https://wa.me/23277555010");
        await expect(whatsapp).toHaveAttribute("rel", /noopener/);
        await expect(area.getByRole("link", { name: "info@kamarachambers.sl" })).toHaveAttribute("href", "mailto:info@kamarachambers.sl");
        await expect(area.getByRole("link", { name: "consult@kamarachambers.sl" })).toHaveAttribute("href", "mailto:consult@kamarachambers.sl");
      }
      await expect(page.locator("#contact")).toContainText("Monday to Friday 9 AM to 5 PM");
    });

    test("the attorney dialog's phone, email and the chambers' WhatsApp are links", async ({ page }) => {
      await page.goto("/attorney");
      await page.getByRole("button", { name: "View More about Fatmata Kamara" }).click();
      const dialog = page.getByRole("dialog", { name: "Fatmata Kamara" });
      await expect(dialog.getByRole("link", { name: "+232 76 123 401" })).toHaveAttribute("href", "tel:+23276123401");
      await expect(dialog.getByRole("link", { name: "f.kamara@kamarachambers.sl" })).toHaveAttribute("href", "mailto:f.kamara@kamarachambers.sl");
      await expect(dialog.getByRole("link", { name: `WhatsApp ${WHATSAPP}` })).toHaveAttribute("href", "https://wa.me/23277555010");
    });

    test("the contact form is checked in the browser before sending, and focus goes to the first error", async ({ page }) => {
      const posts = await countContactPosts(page);
      await page.goto("/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await expect(page.getByText("Please give a phone number or an email address")).toBeVisible();
      await expect(page.getByText("Message is required")).toBeVisible();
      await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

      await page.getByLabel("Name", { exact: true }).fill("Ibrahim Kargbo");
      await page.getByLabel("Message", { exact: true }).fill("Please call me about a lease.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByLabel("Phone", { exact: true })).toBeFocused();
      await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
      expect(posts.bodies).toHaveLength(0);

      await page.getByLabel("Phone", { exact: true }).fill("+232 76 555 123");
      await expect(page.getByText("Please give a phone number or an email address")).toBeHidden();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toContainText("Thank you, your message has been sent.");
      expect(posts.bodies).toEqual([{ name: "Ibrahim Kargbo", email: "", phone: "+232 76 555 123", message: "Please call me about a lease.", website: "" }]);
    });

    test("the consultation form is checked in the browser and starts at the attorney's practice area", async ({ page }) => {
      let posts = 0;
      await page.route("**/api/consultations", async (route) => {
        posts += 1;
        await route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
      });
      await page.goto("/attorney");
      await page.getByRole("button", { name: "View More about Mohamed Conteh" }).click();
      const dialog = page.getByRole("dialog", { name: "Mohamed Conteh" });
      await dialog.getByRole("button", { name: "Request a consultation" }).click();
      await expect(dialog.getByLabel("Practice area")).toHaveValue("land");
      await dialog.getByLabel("Name").fill("Aminata Sesay");
      await dialog.getByLabel("Email").fill("not-an-email");
      await dialog.getByRole("button", { name: "Send request" }).click();
      await expect(dialog.getByText("Email is invalid")).toBeVisible();
      await expect(dialog.getByLabel("Email")).toBeFocused();
      expect(posts).toBe(0);
    });

    test("the practice-area pills filter the Legal Services grid and say how many are shown", async ({ page }) => {
      await page.goto("/services");
      const grid = page.getByRole("list", { name: "Our attorneys" });
      const all = await grid
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") })
        .count();
      const land = page.getByRole("button", { name: "Land Law" });
      await expect(land).toHaveAttribute("aria-pressed", "false");
      const cards = grid.locator(":scope > li");
      // The demo's two land lawyers, and any a back-office test added since.
      const landCards = await cards.evaluateAll((items) => items.filter((item) => (item as HTMLElement).dataset.areas?.split(" ").includes("land")).length);
      expect(landCards).toBeGreaterThanOrEqual(2);
      await land.click();
      await expect(land).toHaveAttribute("aria-pressed", "true");
      await expect(cards.filter({ visible: true })).toHaveCount(landCards);
      await expect(grid).toContainText("Mohamed Conteh");
      await expect(page.getByText(`Showing ${landCards} of ${all} attorneys: Land Law`)).toBeVisible();
      await expect(page.getByText(`Showing ${landCards} of ${all} attorneys: Land Law`)).toHaveAttribute("aria-live", "polite");

      await page.getByRole("button", { name: "Shipping Law" }).click();
      await expect(land).toHaveAttribute("aria-pressed", "false");
      await expect(cards.filter({ visible: true }).first()).toContainText("Isatu Bangura");

      await page.getByRole("button", { name: "Shipping Law" }).click();
      await expect(cards.filter({ visible: true })).toHaveCount(all);
      await expect(page.getByText(`Showing all ${all} attorneys`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });

    test("each practice area is described under its own anchor, which the footer links reach", async ({ page }) => {
      await page.goto("/");
      const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Land Law" });
      await expect(footerLink).toHaveAttribute("href", "/services#land");
      await footerLink.click();
      await expect(page).toHaveURL(/\/services#land$/);
      const land = page.locator("#land");
      await expect(land.getByRole("heading", { name: "Land Law" })).toBeVisible();
      await expect(land).toContainText("Title searches, conveyancing");
      await expect(land).toContainText("Mohamed Conteh");
      await expect(land).toBeInViewport();
      for (const slug of ["family", "business", "shipping", "arbitration", "contract", "criminal"]) {
        await expect(page.locator(`#${slug}`).locator("p").first()).not.toBeEmpty();
      }
    });

    test("the Search for lawyers step leads to the search", async ({ page }) => {
      for (const path of ["/", "/attorney"]) {
        await page.goto(path);
        const step = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Search for lawyers" }) });
        await step.getByRole("link", { name: "Search our attorneys" }).click();
        const search = page.getByRole("searchbox", { name: "Search attorneys" });
        await expect(search).toBeInViewport();
        await search.fill("land");
        await expect(
          page
            .getByRole("list", { name: "Matching attorneys" })
            .getByRole("listitem")
            .filter({ hasText: /Mohamed Conteh|Hawa Turay/ }),
        ).toHaveCount(2);
      }
    });

    test("a search with no result shows one message", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("searchbox", { name: "Search attorneys" }).fill("Augustine");
      await expect(page.getByText("No attorney matches “Augustine”.")).toBeVisible();
      await expect(page.getByText(/0 attorneys match/)).toHaveCount(0);
      await expect(page.getByRole("list", { name: "Matching attorneys" })).toHaveCount(0);
    });

    test("an unknown address shows the site's own 404 page with ways home and to contact", async ({ page }) => {
      const response = await page.goto("/no-such-page");
      expect(response!.status()).toBe(404);
      await expect(page).toHaveTitle(/Page not found/);
      await expect(page.locator("h1")).toHaveText("Page not found");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await expect(page.getByRole("contentinfo")).toContainText("12 Siaka Stevens Street");
      await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
      await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}
