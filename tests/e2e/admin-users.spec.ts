import { expect, test } from "@playwright/test";
import { apiAs, banner, createUser, signIn, unique } from "./admin-helpers";

test("the user form shows every validation message and clears each on edit", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/users/new");
  await expect(page.getByRole("heading", { name: "Add New Admin User" })).toBeVisible();
  await page.getByRole("button", { name: "Create User" }).click();
  for (const message of ["Username is required", "Email is required", "First name is required", "Last name is required", "Password is required"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel("Username").fill("ab");
  await expect(page.getByText("Username is required")).toHaveCount(0);
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email").fill("someone@example");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm Password").fill("54321");
  await page.getByRole("button", { name: "Create User" }).click();
  for (const message of ["Username must be at least 3 characters", "Email is invalid", "Password must be at least 6 characters", "Passwords do not match"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test("creates an admin user, who can then sign in; a duplicate email is refused in a banner", async ({ page, browser, baseURL }) => {
  const existing = await createUser(await apiAs(baseURL!));
  const id = unique();
  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  await page.getByRole("link", { name: "Add New Admin" }).click();
  await page.getByLabel("First Name").fill("Kadiatu");
  await page.getByLabel("Last Name").fill(`Bangura${id.slice(-4)}`);
  await page.getByLabel("Username").fill(`kadi${id}`);
  await page.getByLabel("Email").fill(existing.email);
  await page.getByLabel("Password", { exact: true }).fill("kadi-password");
  await page.getByLabel("Confirm Password").fill("kadi-password");
  await expect(page.getByLabel("Role")).toHaveValue("admin");
  await page.getByRole("button", { name: "Create User" }).click();
  await expect(banner(page)).toHaveText("Email is already in use");

  await page.getByLabel("Email").fill(`kadi${id}@example.com`);
  await page.getByRole("button", { name: "Create User" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel("Search").fill(`kadi${id}`);
  const row = page.getByRole("listitem", { name: `Kadiatu Bangura${id.slice(-4)}` });
  await expect(row).toBeVisible();
  await expect(row.getByText("KB", { exact: true })).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Created /)).toBeVisible();
  await expect(row.getByText(/Last login/)).toHaveCount(0);

  const other = await browser.newContext();
  const kadi = await other.newPage();
  await signIn(kadi, { email: `kadi${id}@example.com`, password: "kadi-password" });
  await other.close();
  await page.reload();
  await page.getByLabel("Search").fill(`kadi${id}`);
  await expect(row.getByText(/Last login /)).toBeVisible();
});

test("edits an admin user, including role and a password reset", async ({ page, browser, baseURL }) => {
  const user = await createUser(await apiAs(baseURL!));
  await signIn(page);
  await page.goto("/admin/users");
  await page.getByLabel("Search").fill(user.username);
  await page
    .getByRole("listitem", { name: `${user.firstName} ${user.lastName}` })
    .getByRole("link", { name: "Edit" })
    .click();
  await expect(page.getByRole("heading", { name: "Edit Admin User" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await page.getByLabel("Last Name").fill("Renamed");
  await page.getByLabel("Role").selectOption({ label: "Super Admin" });
  await page.getByLabel("Reset password").check();
  await page.getByRole("button", { name: "Update User" }).click();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("reset-password");
  await page.getByLabel("Confirm Password").fill("reset-password");
  await page.getByRole("button", { name: "Update User" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  await page.getByLabel("Search").fill(user.username);
  await page.getByLabel("Role").selectOption({ label: "Super Admin" });
  const row = page.getByRole("listitem", { name: `${user.firstName} Renamed` });
  await expect(row.getByText("Super Admin", { exact: true })).toBeVisible();
  await page.getByLabel("Role").selectOption({ label: "Admin" });
  await expect(page.getByText("No users found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add First Admin" })).toHaveCount(0);

  const other = await browser.newContext();
  const renamed = await other.newPage();
  await signIn(renamed, { email: user.email, password: "reset-password" });
  await expect(renamed.getByTestId("current-user-role")).toHaveText("Super Admin");
  await other.close();
});

test("deactivating a user ends their session at once", async ({ page, browser, baseURL }) => {
  const user = await createUser(await apiAs(baseURL!));
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await signIn(their, user);

  await signIn(page);
  await page.goto("/admin/users");
  await page.getByLabel("Search").fill(user.email);
  const row = page.getByRole("listitem", { name: `${user.firstName} ${user.lastName}` });
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Active Only" });
  await expect(page.getByText("No users found")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Inactive Only" });
  await expect(row).toBeVisible();

  // Their next action in the open tab finds the session gone.
  await their.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team Members" }).click();
  await expect(their).toHaveURL(/\/admin\/login$/);
  await their.getByLabel("Email", { exact: true }).fill(user.email);
  await their.getByLabel("Password", { exact: true }).fill(user.password);
  await their.getByRole("button", { name: "Sign In" }).click();
  await expect(banner(their)).toHaveText("Login failed");
  await theirs.close();

  await page.getByLabel("Status").selectOption({ label: "All Statuses" });
  await row.getByRole("button", { name: "Activate" }).click();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
});
