import { expect, test } from "@playwright/test";

test("the home page shows a seeded attorney", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Fatmata Kamara").first()).toBeVisible();
});
