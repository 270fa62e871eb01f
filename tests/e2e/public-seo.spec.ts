import { expect, test } from "@playwright/test";

test("robots.txt allows the site, keeps crawlers out of /admin and /api, and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api");
  expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});

test("sitemap.xml lists the five public routes", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(locations).toEqual(["/", "/consumers", "/services", "/attorney", "/contact"]);
});

test("the home page describes the firm and every active attorney in JSON-LD", async ({ page }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  const graph = (JSON.parse(blocks[0]) as { "@graph": Record<string, unknown>[] })["@graph"];
  const firm = graph.find((node) => node["@type"] === "LegalService")!;
  expect(firm).toMatchObject({
    name: "Kamara & Associates Chambers",
    telephone: "+232 76 123 456",
    address: { "@type": "PostalAddress", streetAddress: "12 Siaka Stevens Street, Freetown, Sierra Leone" },
    openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" }],
  });
  const people = graph.filter((node) => node["@type"] === "Person").map((node) => node.name);
  expect(people).toContain("Fatmata Kamara");
  expect(people).toContain("Hawa Turay");
  expect(people).not.toContain("Augustine Cole");
  expect(people).not.toContain("Mariama Kanu");
});

test("pages carry Open Graph data and a canonical address", async ({ page }) => {
  await page.goto("/services");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Kamara & Associates Chambers");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/services$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);
  const image = await page.request.get("/og-image.png");
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("the page has landmarks and the html declares its language", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  for (const image of await page.locator("main img").all()) expect(await image.getAttribute("alt")).not.toBeNull();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section of the home page is in view, none left waiting for a script to reveal it", async ({ page }) => {
    await page.goto("/");
    for (const id of ["services", "attorney", "consumers", "search-title", "mission-title", "contact"]) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    await expect(page.locator("[hidden] section")).toHaveCount(0);
  });
});
