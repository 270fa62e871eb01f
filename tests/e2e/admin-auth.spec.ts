import { expect, test } from "@playwright/test";
import { apiAs, banner, createAttorney, createUser, signIn } from "./admin-helpers";

const GUARDED = [
  "/admin",
  "/admin/dashboard",
  "/admin/attorneys",
  "/admin/attorneys/new",
  "/admin/users",
  "/admin/users/new",
  "/admin/inbox",
  "/admin/account",
];

test.describe("signing in", () => {
  test("a wrong password shows Login failed and keeps the visitor on the login screen", async ({ page, baseURL }) => {
    const user = await createUser(await apiAs(baseURL!));
    await page.goto("/admin/login");
    await expect(page.getByText("Protected by secure authentication")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(banner(page)).toHaveText("Login failed");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("repeated failures lock the account with a clear message", async ({ page, baseURL }) => {
    const user = await createUser(await apiAs(baseURL!));
    await page.goto("/admin/login");
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    const alert = banner(page);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(alert).toHaveText("Login failed");
      await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    }
    // Now even the right password is refused until the lock ends.
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(alert).toContainText("Too many failed sign-in attempts");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("success leads to the dashboard; signed in, the login screen redirects there", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await signIn(page);
    // The session is next-auth's httpOnly cookie; nothing of the user or a token is kept where script can read it.
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("__Host-session");
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain("admin@example.com");
    expect(stored).not.toMatch(/eyJ/);
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("Logout ends the session and returns to the login screen", async ({ page, baseURL }) => {
    const user = await createUser(await apiAs(baseURL!));
    await signIn(page, user);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe("the guard", () => {
  test("sends anonymous visitors from every admin screen to the login screen", async ({ page }) => {
    for (const path of GUARDED) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
    }
  });

  test("sends an admin away from the user screens to the dashboard", async ({ page, baseURL }) => {
    const api = await apiAs(baseURL!);
    const admin = await createUser(api, "admin");
    const other = await createUser(api, "admin");
    await signIn(page, admin);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" })).toHaveCount(0);
    for (const path of ["/admin/users", "/admin/users/new", `/admin/users/${other._id}/edit`]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
    }
    // The admin may still use the team member screens.
    await page.goto("/admin/attorneys");
    await expect(page.getByRole("heading", { name: "Manage Team Members" })).toBeVisible();
  });

  test("a lost session mid-way returns to the login screen on the next action", async ({ page, context, baseURL }) => {
    const api = await apiAs(baseURL!);
    const attorney = await createAttorney(api);
    await signIn(page);
    await page.goto("/admin/attorneys");
    await page.getByLabel("Search").fill(attorney.name);
    const row = page.getByRole("listitem", { name: attorney.name });
    await expect(row).toBeVisible();
    await context.clearCookies();
    await row.getByRole("button", { name: "Deactivate" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // Nothing changed on the server.
    const after = await api.get(`/api/attorneys/${attorney._id}`);
    expect(((await after.json()) as { attorney: { isActive: boolean } }).attorney.isActive).toBe(true);
  });
});

test.describe("own account", () => {
  test("changes the signed-in user's password", async ({ page, browser, baseURL }) => {
    const user = await createUser(await apiAs(baseURL!));
    await signIn(page, user);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { name: "Account" })).toBeVisible();

    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Current password is required")).toBeVisible();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();

    await page.getByLabel("Current Password").fill("not-my-password");
    await page.getByLabel("New Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm New Password").fill("abd");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("New Password", { exact: true }).fill("a-new-password");
    await page.getByLabel("Confirm New Password").fill("a-new-password");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(banner(page)).toHaveText("Password change failed");

    await page.getByLabel("Current Password").fill(user.password);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();

    // This session continues; a fresh sign-in needs the new password.
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome back, ${user.firstName}` })).toBeVisible();
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await signIn(fresh, { email: user.email, password: "a-new-password" });
    await other.close();
  });
});
