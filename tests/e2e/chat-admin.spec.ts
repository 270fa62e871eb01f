import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./support";

/** Signs in through the login API; the browser context keeps the session cookie it sets. */
async function signIn(page: Page) {
  const response = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
}

async function ask(page: Page, message: string): Promise<string> {
  const response = await page.request.post("/api/chat", { data: { message } });
  expect(response.ok()).toBe(true);
  return (await response.json()).response as string;
}

test("the chat screens send anonymous visitors to the login", async ({ page }) => {
  await page.goto("/admin/chat/quick-replies");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("staff add, reorder, deactivate and delete a quick reply", async ({ page }) => {
  await signIn(page);
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

test("a knowledge entry staff add is what the chat answers", async ({ page }) => {
  await signIn(page);
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

test("the firm's phone staff save is the one the chat gives", async ({ page }) => {
  await signIn(page);
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
