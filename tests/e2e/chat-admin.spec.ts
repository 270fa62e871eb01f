import { expect, test } from "@playwright/test";
import { ask, signInByApi } from "./admin-helpers";

test("the chat screens send anonymous visitors to the login", async ({ page }) => {
  await page.goto("/admin/chat/quick-replies");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a knowledge entry staff add is what the chat answers", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/chat/knowledge");
  await expect(page.getByTestId("knowledge-entry").filter({ hasText: "Fees" })).toBeVisible();

  const add = page.getByRole("form", { name: "Add answer" });
  await add.getByLabel("Question").fill("Wheelchair access");
  await add.getByLabel("Keywords (separated by commas)").fill("wheelchair, ramp, accessible");
  await add.getByLabel("Answer").fill("Our ground-floor meeting room has step-free access for wheelchairs.");
  await add.getByRole("button", { name: "Add answer" }).click();
  const entry = page.getByTestId("knowledge-entry").filter({ hasText: "Wheelchair access" });
  await expect(entry).toBeVisible();
  expect(await ask(page, "is your office wheelchair accessible?")).toContain("step-free access");

  await expect(page.getByTestId("toast-success")).toHaveText("Answer added.");

  await entry.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog", { name: "Delete answer" }).getByRole("button", { name: "Delete" }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByTestId("toast-success")).toHaveText("Wheelchair access deleted.");
  expect(await ask(page, "wheelchair ramp")).not.toContain("step-free access");
});

test("the chat screens keep the admin's one page width, so their sub-navigation stays put", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page);
  const places: { x: number; width: number }[] = [];
  for (const path of ["/admin/chat", "/admin/chat/quick-replies", "/admin/chat/knowledge", "/admin/chat/firm", "/admin/attorneys"]) {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const box = (await heading.boundingBox())!;
    const main = (await page.getByRole("main").boundingBox())!;
    places.push({ x: Math.round(box.x), width: Math.round(main.width) });
  }
  expect(new Set(places.map((place) => place.x)).size).toBe(1);
  expect(new Set(places.map((place) => place.width)).size).toBe(1);
  const nav = page.getByRole("navigation", { name: "Chat assistant" });
  await page.goto("/admin/chat/firm");
  await expect(nav.getByRole("link", { name: "Firm details" })).toHaveAttribute("aria-current", "page");
});
