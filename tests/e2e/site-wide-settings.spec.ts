import { expect, test } from "@playwright/test";
import { apiAs, ask, signInByApi, toast } from "./admin-helpers";

// These change what every visitor sees (the quick replies the chat offers, the firm's phone on
// every page), so playwright.config.ts runs this file only after all the others have finished.

test("staff add, reorder, deactivate and delete a quick reply", async ({ page }) => {
  await signInByApi(page);
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
  await page.getByRole("alertdialog", { name: "Delete quick reply" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toHaveText("Office Hours E2E deleted.");
  await expect(items.filter({ hasText: "Office Hours E2E" })).toHaveCount(0);
});

test("the firm's phone staff save is the one the chat gives", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/chat/firm");
  const phone = page.getByLabel("Phone", { exact: true });
  const original = await phone.inputValue();

  await phone.fill("call us");
  await page.getByRole("button", { name: "Save details" }).click();
  const form = page.getByRole("form", { name: "Firm details" });
  await expect(form.getByRole("alert")).toHaveText("Phone is invalid");

  await phone.fill("+232 30 000 111");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page)).toHaveText("Firm details saved.");
  expect(await ask(page, "what is your phone number")).toContain("+232 30 000 111");

  await phone.fill(original);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page)).toHaveText("Firm details saved.");
});

test("the WhatsApp number and office hours staff save are the ones every page, the JSON-LD and the chat show", async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const original = ((await (await api.get("/api/admin/firm")).json()) as { contact: Record<string, unknown> }).contact;
  await signInByApi(page);
  await page.goto("/admin/chat/firm");
  const form = page.getByRole("form", { name: "Firm details" });
  const whatsapp = form.getByLabel(/WhatsApp number/);
  await expect(whatsapp).toHaveValue("+232 77 555 010");

  await whatsapp.fill("077 555 010");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByRole("alert")).toHaveText("WhatsApp number must be international, starting with + and the country code");

  await whatsapp.fill("+232 30 111 222");
  const weekdays = form.getByRole("group", { name: "Office hours, period 1" });
  await weekdays.getByLabel("Friday").uncheck();
  await form.getByRole("button", { name: "Add opening hours" }).click();
  const saturday = form.getByRole("group", { name: "Office hours, period 2" });
  await saturday.getByLabel("Saturday").check();
  await saturday.getByLabel("Opens").fill("10:00");
  await saturday.getByLabel("Closes").fill("09:00");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByRole("alert")).toHaveText("Closing time must be after opening time");
  await saturday.getByLabel("Closes").fill("13:00");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page)).toHaveText("Firm details saved.");

  try {
    await page.goto("/contact");
    const hours = "Monday to Thursday 9 AM to 5 PM; Saturday 10 AM to 1 PM";
    await expect(page.locator("#contact")).toContainText(hours);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(hours);
    await expect(footer).toContainText("Closed on public holidays.");
    await expect(footer.getByRole("link", { name: "WhatsApp +232 30 111 222" })).toHaveAttribute("href", "https://wa.me/23230111222");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { "@graph": Record<string, unknown>[] };
    expect(jsonLd["@graph"][0].openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "09:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "13:00" },
    ]);
    // The chat answers with the same hours.
    const chat = await page.request.post("/api/chat", { data: { message: "what are your opening hours" } });
    expect(((await chat.json()) as { response: string }).response).toContain(`Our office is open ${hours} (Freetown time, GMT).`);
  } finally {
    expect((await api.put("/api/admin/firm", { data: original })).ok()).toBe(true);
  }
});
