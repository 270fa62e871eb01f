import { expect, test } from "@playwright/test";
import { apiAs } from "./admin-helpers";

test("the contact section shows the office address, phone and two email addresses", async ({ page }) => {
  await page.goto("/contact");
  const section = page.locator("#contact");
  await expect(section).toContainText("12 Siaka Stevens Street, Freetown, Sierra Leone");
  await expect(section.getByRole("link", { name: "+232 76 123 456" })).toBeVisible();
  await expect(section.getByRole("link", { name: "info@kamarachambers.sl" })).toBeVisible();
  await expect(section.getByRole("link", { name: "consult@kamarachambers.sl" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Send a Message" })).toBeVisible();
  await expect(section.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
});

test("a visitor sends a message and sees the confirmation with the reference staff see", async ({ page, baseURL }) => {
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ibrahim Kargbo");
  await page.getByLabel("Email", { exact: true }).fill("ibrahim@example.sl");
  await page.getByLabel("Message", { exact: true }).fill("I would like advice on registering a small business in Freetown.");
  const sent = page.waitForRequest("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: "Ibrahim Kargbo",
    email: "ibrahim@example.sl",
    phone: "",
    message: "I would like advice on registering a small business in Freetown.",
    website: "",
  });
  const status = page.getByRole("status");
  await expect(status).toContainText("Thank you, your message has been sent.");
  await expect(status).toContainText(/We reply to every message within one working day\.\s*Your reference: KA-[2-9A-Z]{4}\. Please quote it if you call us\./);
  const reference = /KA-[2-9A-Z]{4}/.exec(await status.innerText())![0];

  // Staff find the message under the very reference the visitor was shown.
  const staff = await apiAs(baseURL!);
  const response = await staff.get("/api/inbox");
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: { reference: string; name: string }[] };
  expect(messages.filter((message) => message.reference === reference)).toEqual([expect.objectContaining({ name: "Ibrahim Kargbo" })]);
  await staff.dispose();

  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
});

test("field errors show beside their fields and clear on edit", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Name", { exact: true }).fill("A");
  await expect(page.getByText("Name is required")).toBeHidden();
  await expect(page.getByText("Email is invalid")).toBeVisible();
});

test("the button shows Sending... while the message is on its way", async ({ page }) => {
  await page.route("**/api/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ibrahim Kargbo");
  await page.getByLabel("Email", { exact: true }).fill("ibrahim@example.sl");
  await page.getByLabel("Message", { exact: true }).fill("Hello.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByRole("status")).toContainText("Thank you");
});

test("a server failure shows a clear message and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' }));
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ibrahim Kargbo");
  await page.getByLabel("Email", { exact: true }).fill("ibrahim@example.sl");
  await page.getByLabel("Message", { exact: true }).fill("Hello.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact").getByRole("alert")).toHaveText(
    "Your message could not be sent. Please try again in a moment, or call us on +232 76 123 456.",
  );
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Hello.");
});

test("the hidden honeypot field is out of sight and out of the tab order", async ({ page }) => {
  await page.goto("/contact");
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  expect(await honeypot.evaluate((element) => element.getBoundingClientRect().right < 0)).toBe(true);
});
