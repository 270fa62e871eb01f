import { expect, test } from "@playwright/test";
import { signIn, unique } from "./admin-helpers";

test("a message sent with the contact form appears in the inbox, can be marked and deleted", async ({ page, request, baseURL }) => {
  const name = `Sender ${unique()}`;
  const sent = await request.post("/api/contact", {
    headers: { Origin: baseURL! },
    data: { name, email: "sender@example.com", message: "I need advice about a land dispute in Waterloo." },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page);
  await expect(async () => {
    await page.reload();
    expect(Number(await page.getByTestId("stat-unread").textContent())).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();

  const item = page.getByRole("listitem", { name: `Unread: ${name}` });
  await expect(item.getByText("I need advice about a land dispute in Waterloo.")).toBeVisible();
  await expect(item.getByText("New", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Mark as read" }).click();
  const read = page.getByRole("listitem", { name });
  await expect(read.getByText("Read", { exact: true })).toBeVisible();
  await read.getByRole("button", { name: "Mark as handled" }).click();
  await expect(read.getByText("Handled", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("listitem", { name }).getByText("Handled", { exact: true })).toBeVisible();

  await page.getByRole("listitem", { name }).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete message" });
  await expect(dialog).toHaveAccessibleDescription(`Are you sure you want to delete the message from ${name}? This action cannot be undone.`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("listitem", { name })).toHaveCount(0);
  await expect(page.getByTestId("toast-success")).toHaveText("Message deleted.");
  await page.reload();
  await expect(page.getByText(name)).toHaveCount(0);
});
