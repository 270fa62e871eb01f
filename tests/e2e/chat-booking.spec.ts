import { expect, test, type Page } from "@playwright/test";
import { apiAs, unique } from "./admin-helpers";

const ERROR = "I'm sorry, there was an error processing your request. Please try again later.";
const OFFLINE = "You are offline. Check your connection, then send your message again.";
const REFERENCE = /KA-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}/;

const panel = (page: Page) => page.getByRole("dialog", { name: "Kamara & Associates Chambers legal assistance chat" });
const input = (page: Page) => panel(page).getByPlaceholder("Type your message...");
const log = (page: Page) => panel(page).getByRole("log");
const lastMessage = (page: Page) => log(page).locator(":scope > li").last();
const chip = (page: Page, name: string | RegExp) => lastMessage(page).getByRole("list", { name: "Suggested answers" }).getByRole("button", { name });

async function openChat(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: /^Open chat/ }).click();
  await expect(panel(page)).toBeVisible();
}

async function type(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
  await expect(lastMessage(page)).not.toContainText(`You said: ${text}`);
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await panel(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

/** Books a consultation typing only the name, the phone number and the matter; every choice is a tap. */
async function bookByTapping(page: Page, name: string) {
  await log(page)
    .getByRole("button", { name: /Schedule Consultation/ })
    .click();
  await expect(lastMessage(page)).toContainText("What is your full name?");
  await type(page, name);
  await type(page, "+232 76 555 010");
  await expectNoSidewaysScroll(page);
  await chip(page, "Land Law").click();
  await chip(page, "Mohamed Conteh").click();
  await expect(lastMessage(page)).toContainText("Which day would suit you?");
  const day = (await chip(page, /^(Mon|Tue|Wed|Thu|Fri) \d{1,2} \w{3}$/)
    .first()
    .textContent())!;
  await chip(page, day).click();
  // The next question is read before the matter is typed, as a person would.
  await expect(lastMessage(page)).toContainText("In one line, what is your matter about?");
  await type(page, "Boundary dispute in Waterloo");
  await expect(lastMessage(page)).toContainText("Please check your request:");
  await expect(lastMessage(page)).toContainText("• Lawyer: Mohamed Conteh");
  await expectNoSidewaysScroll(page);
  // A person reads the summary before confirming; an answer within a second of it is taken for a
  // script's, answered the same but not stored.
  await page.waitForTimeout(1_500);
  await chip(page, "Confirm").click();
  await expect(lastMessage(page)).toContainText("Your consultation request has been received");
  // The firm's number in the confirmation is a link to call.
  await expect(lastMessage(page).locator('a[href^="tel:+232"]').last()).toBeVisible();
  const reference = (await lastMessage(page).textContent())!.match(REFERENCE)![0];
  return reference;
}

/** A whole booking is a dozen round trips; on a busy machine that takes longer than one test's default minute. */
const BOOKING_TIMEOUT_MS = 180_000;

async function expectReferenceInInbox(baseURL: string, name: string, reference: string) {
  const api = await apiAs(baseURL);
  const inbox = (await (await api.get("/api/inbox")).json()) as { consultations: { name: string; reference: string; source: string }[] };
  expect(inbox.consultations.find((item) => item.name === name)).toMatchObject({ reference, source: "chat" });
  await api.dispose();
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("the chat is a full-screen sheet over a page that stays still, without sideways scrolling", async ({ page }) => {
    await openChat(page);
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await expect(page.getByRole("button", { name: "Close chat", expanded: true })).toBeHidden();
    await expectNoSidewaysScroll(page);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(180, 300);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // Quick replies are compact: two rows of chips, not a third of the screen.
    const replies = log(page).getByRole("list", { name: "Quick replies" });
    expect((await replies.boundingBox())!.height).toBeLessThan(110);

    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await expect(panel(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("a long reply is scrolled so that its first line shows", async ({ page }) => {
    // A short screen, as with the keyboard open: the team list is taller than the conversation area.
    await page.setViewportSize({ width: 360, height: 480 });
    await openChat(page);
    await type(page, "Meet Our Team");
    const reply = lastMessage(page);
    await expect(reply).toContainText("Our team:");
    const scroller = log(page).locator("..");
    await expect
      .poll(async () => {
        const [item, box] = [await reply.boundingBox(), await scroller.boundingBox()];
        return item!.y >= box!.y && item!.y < box!.y + 40;
      })
      .toBe(true);
    expect((await reply.boundingBox())!.height).toBeGreaterThan((await scroller.boundingBox())!.height);
  });

  test("a booking is completed by tapping chips, and staff see its reference", async ({ page, baseURL }) => {
    test.setTimeout(BOOKING_TIMEOUT_MS);
    await openChat(page);
    const name = `Fatu ${unique().replace(/[^a-z]/g, "")} Bangura`;
    const reference = await bookByTapping(page, name);
    await expectNoSidewaysScroll(page);
    await expectReferenceInInbox(baseURL!, name, reference);
  });

  test("offline: the chat says so, the message is marked as not delivered and Retry sends it", async ({ page, context }) => {
    await openChat(page);
    await context.setOffline(true);
    await expect(panel(page).getByText(OFFLINE)).toBeVisible();
    await input(page).fill("What are your office hours?");
    await input(page).press("Enter");
    await expect(lastMessage(page)).toContainText(ERROR);
    const mine = log(page).locator(":scope > li").filter({ hasText: "You said: What are your office hours?" });
    await expect(mine.getByText("Not delivered")).toBeVisible();
    await context.setOffline(false);
    await expect(panel(page).getByText(OFFLINE)).toBeHidden();
    await mine.getByRole("button", { name: "Retry" }).click();
    await expect(lastMessage(page)).toContainText(/Monday/);
    await expect(mine.getByText("Not delivered")).toHaveCount(0);
    await expect(log(page).getByText("What are your office hours?")).toHaveCount(1);
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the panel keeps its size beside the page, and a booking is completed by tapping chips", async ({ page, baseURL }) => {
    test.setTimeout(BOOKING_TIMEOUT_MS);
    await openChat(page);
    const box = (await panel(page).boundingBox())!;
    expect(box.height).toBe(650);
    expect(box.width).toBeLessThan(420);
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    await expect(page.getByRole("button", { name: "Close chat", expanded: true })).toBeVisible();
    await expect(log(page).getByRole("list", { name: "Quick replies" })).toHaveCSS("grid-template-columns", /^\S+px \S+px$/);
    const name = `Sorie ${unique().replace(/[^a-z]/g, "")} Kamara`;
    const reference = await bookByTapping(page, name);
    await expectNoSidewaysScroll(page);
    await expectReferenceInInbox(baseURL!, name, reference);
  });
});
