import { expect, test } from "@playwright/test";
import { ask, signInByApi } from "./admin-helpers";

// These change what every visitor sees (the quick replies the chat offers, the firm's phone on
// every page), so playwright.config.ts runs this file only after all the others have finished.

test("staff add, reorder, deactivate and delete a quick reply", async ({ page }) => {
  await signInByApi(page);
  page.on("dialog", (dialog) => dialog.accept());
  await page.goto("/admin/chat/quick-replies");
  await expect(page.getByRole("heading", { name: "Quick replies" })).toBeVisible();

  const add = page.getByRole("form", { name: "Add quick reply" });
  await add.getByLabel("Text").fill("Office Hours E2E");
  await add.getByLabel("Description").fill("When we are open");
  await add.getByRole("button", { name: "Add quick reply" }).click();
  const items = page.getByTestId("quick-reply");
  await expect(items.last()).toContainText("Office Hours E2E");

  await page.getByRole("button", { name: "Move Office Hours E2E up" }).click();
  await expect(items.nth((await items.count()) - 2)).toContainText("Office Hours E2E");
  const order = ((await (await page.request.get("/api/quick-replies")).json()).quickReplies as { text: string }[]).map((q) => q.text);
  expect(order.indexOf("Office Hours E2E")).toBe(order.length - 2);

  const row = items.filter({ hasText: "Office Hours E2E" });
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("Inactive");
  const active = ((await (await page.request.get("/api/quick-replies")).json()).quickReplies as { text: string }[]).map((q) => q.text);
  expect(active).not.toContain("Office Hours E2E");

  await row.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Office Hours E2E")).toHaveCount(0);
});

test("the firm's phone staff save is the one the chat gives", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/chat/firm");
  const phone = page.getByLabel("Phone");
  const original = await phone.inputValue();

  await phone.fill("call us");
  await page.getByRole("button", { name: "Save details" }).click();
  const form = page.getByRole("form", { name: "Firm details" });
  await expect(form.getByRole("alert")).toHaveText("Phone is invalid");

  await phone.fill("+232 30 000 111");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByRole("status")).toHaveText("Firm details saved.");
  expect(await ask(page, "what is your phone number")).toContain("+232 30 000 111");

  await phone.fill(original);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByRole("status")).toHaveText("Firm details saved.");
});
