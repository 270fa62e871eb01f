import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiAs, createUser, signIn } from "./admin-helpers";

async function figures(api: APIRequestContext) {
  const { attorneys } = (await (await api.get("/api/attorneys/admin")).json()) as { attorneys: { isActive: boolean }[] };
  const active = attorneys.filter((attorney) => attorney.isActive).length;
  return { total: attorneys.length, active, inactive: attorneys.length - active };
}

/** Other specs add team members meanwhile, so the screen is compared with the API until both agree. */
async function expectFigures(page: Page, api: APIRequestContext) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("stat-total")).toBeVisible();
    const expected = await figures(api);
    await expect(page.getByTestId("stat-total")).toHaveText(String(expected.total), { timeout: 1000 });
    await expect(page.getByTestId("stat-active")).toHaveText(String(expected.active), { timeout: 1000 });
    await expect(page.getByTestId("stat-inactive")).toHaveText(String(expected.inactive), { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("a super admin sees every figure, tile and quick action", async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  await signIn(page);
  await expect(page.getByTestId("current-user-role")).toHaveText("Super Admin");
  await expect(page.getByText("Loading dashboard...")).toHaveCount(0);
  for (const label of ["Total Team Members", "Active Members", "Inactive Members", "Admin Users"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expectFigures(page, api);
  await expect(async () => {
    await page.reload();
    const { users } = (await (await api.get("/api/auth/users")).json()) as { users: unknown[] };
    await expect(page.getByTestId("stat-admin-users")).toHaveText(String(users.length), { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await expect(page.getByRole("link", { name: /Manage Team Members/ })).toHaveAttribute("href", "/admin/attorneys");
  await expect(page.getByRole("link", { name: /User Management/ })).toHaveAttribute("href", "/admin/users");
  await expect(page.getByRole("link", { name: "Add New Admin" })).toHaveAttribute("href", "/admin/users/new");
  await expect(page.getByRole("link", { name: "View All Team Members" })).toHaveAttribute("href", "/admin/attorneys");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Chat Assistant" })).toHaveAttribute("href", "/admin/chat");
  await page.getByRole("link", { name: "Add New Team Member" }).first().click();
  await expect(page).toHaveURL(/\/admin\/attorneys\/new$/);
});

test("an admin sees the team figures but nothing of user management", async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const admin = await createUser(api, "admin");
  const userListCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/users") userListCalls.push(request.url());
  });
  await signIn(page, admin);
  await expect(page.getByRole("heading", { name: `Welcome back, ${admin.firstName}` })).toBeVisible();
  await expect(page.getByTestId("current-user-name")).toHaveText(`${admin.firstName} ${admin.lastName}`);
  await expect(page.getByTestId("current-user-role")).toHaveText("Admin");
  await expectFigures(page, api);
  await expect(page.getByText("Admin Users", { exact: true })).toHaveCount(0);
  await expect(page.getByText("User Management")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add New Admin" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add New Team Member" })).toBeVisible();
  expect(userListCalls).toEqual([]);
});

test("the back office fits a tablet screen and works from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page);
  for (const path of ["/admin/dashboard", "/admin/attorneys", "/admin/attorneys/new", "/admin/users", "/admin/inbox", "/admin/account"]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // Keyboard: from the page start, Tab reaches the navigation and Enter follows a link.
  await page.goto("/admin/dashboard");
  const teamLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team Members" });
  for (let presses = 0; presses < 10 && !(await teamLink.evaluate((link) => link === document.activeElement)); presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(teamLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Manage Team Members" })).toBeVisible();
});
