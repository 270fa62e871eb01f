import { expect, test, type Page } from "@playwright/test";

const GREETING = "Hello! Welcome to Kamara & Associates Chambers. How can I assist you with your legal inquiries today?";
const ERROR = "I'm sorry, there was an error processing your request. Please try again later.";

const toggle = (page: Page) => page.getByRole("button", { name: /^(Open|Close) chat/ }).last();
const panel = (page: Page) => page.getByRole("dialog", { name: "Kamara & Associates Chambers legal assistance chat" });
const input = (page: Page) => panel(page).getByPlaceholder("Type your message...");
const log = (page: Page) => panel(page).getByRole("log");

async function openChat(page: Page) {
  await page.getByRole("button", { name: /^Open chat/ }).click();
  await expect(panel(page)).toBeVisible();
}

/** Holds the real server's answer back, so the waiting state can be seen. */
async function delayChat(page: Page, ms: number) {
  await page.route("**/api/chat", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the toggle sits at the bottom right, blue when closed and red when open; the panel is 650 px high", async ({ page }) => {
  const button = page.getByRole("button", { name: "Open chat" });
  await expect(button).toHaveCSS("position", "fixed");
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  await expect(button).toHaveCSS("background-color", "rgb(29, 78, 216)");
  await expect(button).toHaveAttribute("data-state", "closed");
  await button.click();
  await expect(toggle(page)).toHaveAttribute("data-state", "open");
  await expect(toggle(page)).toHaveClass(/\bbg-red-600\b/);
  expect(await toggle(page).evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgb(29, 78, 216)");
  await page.setViewportSize({ width: 1280, height: 900 });
  const size = (await panel(page).boundingBox())!;
  expect(size.height).toBe(650);
  expect(size.width).toBeGreaterThanOrEqual(320);
  await expect(panel(page).locator('svg[viewBox="0 0 64 64"]')).toBeVisible();
  await expect(panel(page)).toContainText("Legal Assistance");
});

test("the greeting is added once, with quick replies in two columns", async ({ page }) => {
  await openChat(page);
  await expect(log(page).getByText(GREETING)).toHaveCount(1);
  const grid = log(page).getByRole("list", { name: "Quick replies" });
  await expect(grid).toHaveCSS("grid-template-columns", /^\S+px \S+px$/);
  for (const text of ["Legal Services", "Meet Our Team", "Contact Information", "Schedule Consultation"]) {
    await expect(grid.getByRole("button", { name: new RegExp(text) })).toBeVisible();
  }
  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await openChat(page);
  await expect(log(page).getByText(GREETING)).toHaveCount(1);
});

test("the input gets focus shortly after opening", async ({ page }) => {
  await openChat(page);
  await expect(input(page)).toBeFocused();
});

test("send is disabled for empty or whitespace-only input; Enter sends", async ({ page }) => {
  await openChat(page);
  const send = panel(page).getByRole("button", { name: "Send message" });
  await expect(send).toBeDisabled();
  await input(page).fill("   ");
  await expect(send).toBeDisabled();
  await input(page).press("Enter");
  await expect(log(page).getByRole("listitem").filter({ hasText: /said/ })).toHaveCount(1);

  await input(page).fill("What are your office hours?");
  await expect(send).toBeEnabled();
  await input(page).press("Enter");
  await expect(input(page)).toHaveValue("");
  await expect(log(page)).toContainText("What are your office hours?");
  await expect(log(page).locator(":scope > li").last()).toContainText(/Monday/);
});

test("the typing indicator shows while a reply is awaited, and each message carries its time", async ({ page }) => {
  await delayChat(page, 1000);
  await openChat(page);
  await input(page).fill("I need help with a land dispute");
  await panel(page).getByRole("button", { name: "Send message" }).click();
  const typing = panel(page).getByRole("status", { name: "Kamara & Associates Chambers is typing" });
  await expect(typing).toBeVisible();
  await expect(typing).toBeHidden({ timeout: 10_000 });
  const reply = log(page).locator(":scope > li").last();
  await expect(reply).toContainText("Mohamed Conteh");
  await expect(reply.locator("time")).toHaveText(/^\d{1,2}:\d{2}/);
  const mine = log(page).locator(":scope > li").filter({ hasText: "I need help with a land dispute" });
  const [mineBox, replyBox, panelBox] = [
    await mine.locator("div").first().boundingBox(),
    await reply.locator("div").first().boundingBox(),
    await panel(page).boundingBox(),
  ];
  expect(mineBox!.x + mineBox!.width).toBeGreaterThan(panelBox!.x + panelBox!.width - 40);
  expect(replyBox!.x).toBeLessThan(panelBox!.x + 40);
  expect(replyBox!.width).toBeLessThanOrEqual(panelBox!.width * 0.8);
});

test("clicking a quick reply sends its text", async ({ page }) => {
  await openChat(page);
  const sent = page.waitForRequest("**/api/chat");
  await log(page)
    .getByRole("button", { name: /Contact Information/ })
    .click();
  expect((await sent).postDataJSON()).toMatchObject({ message: "Contact Information" });
  await expect(log(page).locator(":scope > li").nth(1)).toContainText("Contact Information");
  await expect(log(page).locator(":scope > li").last()).toContainText("+232 76 123 456");
});

test("a failed chat call adds the error message without quick replies", async ({ page }) => {
  await page.route("**/api/chat", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' }));
  await openChat(page);
  await input(page).fill("Hello");
  await input(page).press("Enter");
  const last = log(page).locator(":scope > li").last();
  await expect(last).toContainText(ERROR);
  await expect(last.getByRole("list", { name: "Quick replies" })).toHaveCount(0);
});

test("quick replies keep their defaults silently when the list cannot be fetched", async ({ page }) => {
  await page.route("**/api/quick-replies", (route) => route.fulfill({ status: 500, body: "" }));
  await openChat(page);
  await expect(log(page).getByRole("button", { name: /Schedule Consultation/ })).toBeVisible();
  await expect(panel(page).getByRole("alert")).toHaveCount(0);
});

test("quick replies from the server replace the defaults", async ({ page }) => {
  await page.route("**/api/quick-replies", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ quickReplies: [{ id: "x", text: "Office Hours", icon: "info", description: "When we are open" }] }),
    }),
  );
  await openChat(page);
  await expect(log(page).getByRole("button", { name: /Office Hours/ })).toBeVisible();
  await expect(log(page).getByRole("button", { name: /Meet Our Team/ })).toHaveCount(0);
});

test("a click outside the panel closes it", async ({ page }) => {
  await openChat(page);
  await panel(page).getByText("Legal Assistance").click();
  await expect(panel(page)).toBeVisible();
  await page.mouse.click(100, 400);
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
});

test("the conversation survives a reload in the same tab, without a second greeting", async ({ page }) => {
  await openChat(page);
  await input(page).fill("Tell me about arbitration");
  await input(page).press("Enter");
  await expect(log(page).locator(":scope > li")).toHaveCount(3);
  const reply = (await log(page).locator(":scope > li").last().locator("div").first().textContent())!;
  await page.reload();
  await openChat(page);
  await expect(log(page).locator(":scope > li")).toHaveCount(3);
  await expect(log(page).getByText(GREETING)).toHaveCount(1);
  await expect(log(page)).toContainText("Tell me about arbitration");
  await expect(log(page).locator(":scope > li").last().locator("div").first()).toHaveText(reply);
});

test("a reply that arrives while the panel is closed shows an unread badge", async ({ page }) => {
  await delayChat(page, 1200);
  await openChat(page);
  await input(page).fill("Who handles shipping cases?");
  await input(page).press("Enter");
  await page.mouse.click(100, 400);
  await expect(panel(page)).toBeHidden();
  await expect(page.getByTestId("unread-badge")).toHaveText("1", { timeout: 10_000 });
  await expect(page.getByRole("button", { name: "Open chat, 1 new message" })).toBeVisible();
  await page.getByRole("button", { name: "Open chat, 1 new message" }).click();
  await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  await expect(log(page).locator(":scope > li").last()).toContainText("Kamara & Associates Chambers said:");
  await expect(log(page).locator(":scope > li").last()).not.toContainText(ERROR);
});

test("the list keeps scrolling to the newest message", async ({ page }) => {
  await openChat(page);
  for (const text of ["Legal Services", "Meet Our Team", "Contact Information"]) {
    await input(page).fill(text);
    await input(page).press("Enter");
    await expect(page.getByRole("status", { name: /is typing/ })).toHaveCount(0);
  }
  const scroller = log(page).locator("..");
  await expect.poll(() => scroller.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThan(2);
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the panel fits the screen and is usable", async ({ page }) => {
    await openChat(page);
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.width).toBeGreaterThanOrEqual(320);
    expect(box.y).toBeGreaterThanOrEqual(0);
    await input(page).fill("Hello");
    await input(page).press("Enter");
    await expect(log(page).locator(":scope > li")).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const focusInPanel = (page: Page) => page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);

  test("the sheet is a modal dialog: focus moves in, Tab and Shift+Tab stay inside, Escape returns focus to the toggle", async ({ page }) => {
    const opener = page.getByRole("button", { name: /^Open chat/ });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toHaveAttribute("aria-modal", "true");
    expect(await focusInPanel(page)).toBe(true);
    await expect(input(page)).toBeFocused();

    // Past the quick replies and round again, each way: focus never reaches the page beneath.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press(key);
        expect(await focusInPanel(page), `${key} ${i + 1}`).toBe(true);
      }
    }
    await input(page).focus();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("button", { name: "Close chat" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole("button", { name: /^Open chat/ })).toBeFocused();
  });
});

test("on a wide screen the panel stays a non-modal panel beside the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openChat(page);
  await expect(panel(page)).not.toHaveAttribute("aria-modal", /.*/);
  await expect(input(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(toggle(page)).toBeFocused();
});

test("the widget is on every public page", async ({ page }) => {
  for (const path of ["/consumers", "/services", "/attorney", "/contact"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
  }
});
