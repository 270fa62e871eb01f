import { expect, test } from "@playwright/test";
import { ask, signInByApi } from "./admin-helpers";

test("the chat screens send anonymous visitors to the login", async ({ page }) => {
  await page.goto("/admin/chat/quick-replies");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a knowledge entry staff add is what the chat answers", async ({ page }) => {
  await signInByApi(page);
  page.on("dialog", (dialog) => dialog.accept());
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

  await entry.getByRole("button", { name: "Delete" }).click();
  await expect(entry).toHaveCount(0);
  expect(await ask(page, "wheelchair ramp")).not.toContain("step-free access");
});
