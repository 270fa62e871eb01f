import { expect, test, type Page } from "@playwright/test";
import { apiAs, banner, createAttorney, dragOnto, freetownDateTime, pngPortrait, signIn, toast, unique } from "./admin-helpers";

async function openList(page: Page, search: string) {
  await page.goto("/admin/attorneys");
  await expect(page.getByRole("heading", { name: "Manage Team Members" })).toBeVisible();
  await page.getByLabel("Search").fill(search);
}

async function attorneyFromApi(baseURL: string, id: string) {
  const api = await apiAs(baseURL);
  const response = await api.get(`/api/attorneys/${id}`);
  return {
    status: response.status(),
    attorney: response.ok() ? ((await response.json()) as { attorney: { order: number; isActive: boolean; title: string } }).attorney : null,
  };
}

test("creates a team member with a real image upload, shown on the public site", async ({ page }) => {
  const name = `Hawa ${unique("T")}`;
  await signIn(page);
  await page.goto("/admin/attorneys/new");
  await expect(page.getByRole("heading", { name: "Add New Team Member" })).toBeVisible();
  for (const hint of ["Recommended: 400x400px square", "PNG, JPG, GIF", "Images are optimized automatically"]) {
    await expect(page.getByText(hint)).toBeVisible();
  }
  const submit = page.getByRole("button", { name: "Create Member" });
  await expect(submit).toBeDisabled();
  await expect(page.getByText("Please upload an image")).toBeVisible();
  await expect(page.getByText("Fields marked * are required.")).toBeVisible();
  await expect(submit).toHaveAccessibleDescription("Still missing: Full Name, Title/Position, Location, Profile Image, Bio, Address, Phone, Email");

  const upload = page.getByLabel("Upload Image");
  await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("Please select a valid image file")).toBeVisible();
  await upload.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText("Image size must be less than 5MB")).toBeVisible();

  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Title/Position").fill("Senior Associate");
  await page.getByLabel("Location").fill("Bo");
  await page.getByLabel("Display Order").fill("700");
  await page.getByLabel("Rating").selectOption({ label: "4 Stars" });
  await page.getByLabel("Number of Reviews").fill("12");
  const specialties = page.getByRole("textbox", { name: "Specialties" });
  await specialties.fill("  Family Law ");
  await specialties.press("Enter");
  await specialties.fill("family law");
  await specialties.press("Enter");
  await specialties.fill("Land Law");
  await page.getByRole("button", { name: "Add specialties" }).click();
  await expect(page.getByRole("list", { name: "Specialties" }).getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Bio").fill("Hawa handles family land matters in Bo.\n\nShe also mediates inheritance disputes.");
  const education = page.getByRole("textbox", { name: "Education" });
  await education.fill("LLB, Fourah Bay College");
  await education.press("Enter");
  await page.getByLabel("Address").fill("5 Bojon Street, Bo");
  await page.getByLabel("Phone").fill("+232 76 555 000");
  await page.getByLabel("Email").fill("hawa@example.com");

  await upload.setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: await pngPortrait(200) });
  await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\//);
  await expect(page.getByText("Please upload an image")).toHaveCount(0);
  await expect(page.getByTestId("missing-fields")).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/admin\/attorneys$/);
  await expect(toast(page)).toHaveText(`${name} added to the team.`);
  await page.getByLabel("Search").fill(name);
  const row = page.getByRole("listitem", { name });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText("Family Law")).toBeVisible();
  await expect(row.getByText(/^Last modified by .+ on .+/)).toBeVisible();
  await expect(row.getByRole("img", { name })).toHaveAttribute("src", /^\/uploads\//);

  await page.goto("/");
  await expect(page.getByText(name).first()).toBeVisible();
});

test("the image can be removed, and a server refusal shows its message", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/attorneys/new");
  await page.getByLabel("Upload Image").setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: await pngPortrait(30) });
  await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\//);
  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(page.getByTestId("image-preview")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create Member" })).toBeDisabled();

  // A file that claims to be an image but is not: the server's content check answers.
  await page.getByLabel("Upload Image").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("definitely not a png") });
  await expect(page.getByText("Please select a valid image file")).toBeVisible();
  await expect(page.getByTestId("image-preview")).toHaveCount(0);

  await page.getByLabel("Upload Image").setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: await pngPortrait(60) });
  await page.getByLabel("Full Name").fill(`Draft ${unique()}`);
  await page.getByLabel("Title/Position").fill("Associate");
  await page.getByLabel("Location").fill("Freetown");
  await page.getByLabel("Bio").fill("A biography that is long enough.");
  await page.getByLabel("Address").fill("12 Siaka Stevens Street");
  await page.getByLabel("Phone").fill("call me maybe");
  await page.getByLabel("Email").fill("draft@example.com");
  await page.getByRole("button", { name: "Create Member" }).click();
  // Checked in the browser with the server's own schema and message, beside the field.
  await expect(page.locator("#phone-error")).toHaveText("Contact phone is invalid");
  await expect(page.getByLabel("Phone")).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/attorneys\/new$/);

  // Leaving with unsaved changes asks first.
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/attorneys\/new$/);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/attorneys$/);
});

test("Back with unsaved changes asks first, and stays on the form when told to", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/attorneys");
  await page.getByRole("link", { name: "Add New Team Member" }).click();
  await expect(page).toHaveURL(/\/admin\/attorneys\/new$/);
  const name = `Draft ${unique()}`;
  await page.getByLabel("Full Name").fill(name);

  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  // A cancelled step back never completes, so the test does not wait for it.
  void page.goBack({ timeout: 5_000 }).catch(() => {});
  await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave without saving?"]);
  await expect(page).toHaveURL(/\/admin\/attorneys\/new$/);
  await expect(page.getByLabel("Full Name")).toHaveValue(name);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/attorneys$/);
  await expect(page.getByRole("heading", { name: "Manage Team Members" })).toBeVisible();
});

test("edits a team member", async ({ page, baseURL }) => {
  const attorney = await createAttorney(await apiAs(baseURL!));
  await signIn(page);
  await openList(page, attorney.name);
  await page.getByRole("listitem", { name: attorney.name }).getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/attorneys/${attorney._id}/edit$`));
  await expect(page.getByRole("heading", { name: "Edit Team Member" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue(attorney.name);
  await page.getByLabel("Title/Position").fill("Head of Chambers");
  await page.getByRole("button", { name: "Remove Land Law" }).click();
  await page.getByRole("button", { name: "Update Member" }).click();
  await expect(page).toHaveURL(/\/admin\/attorneys$/);
  await page.getByLabel("Search").fill(attorney.name);
  const row = page.getByRole("listitem", { name: attorney.name });
  await expect(row.getByText("Head of Chambers")).toBeVisible();
  await expect(row.getByText("Land Law")).toHaveCount(0);
  await expect(row.getByText(`Last modified by`)).toBeVisible();
  expect((await attorneyFromApi(baseURL!, attorney._id)).attorney?.title).toBe("Head of Chambers");
});

test("an unknown team member cannot be loaded for editing", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/attorneys/0123456789abcdef01234567/edit");
  await expect(banner(page)).toContainText("Failed to load attorney data");
  await expect(banner(page).getByRole("button", { name: "Try again" })).toBeVisible();
});

test("reorders with the buttons, by dragging and with the Order number", async ({ page, baseURL }) => {
  test.slow();
  const api = await apiAs(baseURL!);
  const tag = unique("R");
  const first = await createAttorney(api, { name: `Counsel ${tag} One`, order: 9001 });
  const second = await createAttorney(api, { name: `Counsel ${tag} Two`, order: 9002 });
  const third = await createAttorney(api, { name: `Counsel ${tag} Three`, order: 9003 });
  const orderOf = async (id: string) => (await attorneyFromApi(baseURL!, id)).attorney?.order;
  await signIn(page);
  await openList(page, tag);
  const rows = page.getByTestId("attorney-row");
  const shown = () => rows.evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
  await expect(page.getByRole("heading", { name: "Team Members (3)" })).toBeVisible();
  await expect.poll(shown).toEqual([first.name, second.name, third.name]);
  await page.getByRole("button", { name: `Move ${second.name} up` }).click();
  await expect.poll(shown).toEqual([second.name, first.name, third.name]);
  await expect.poll(() => orderOf(first._id)).toBe(9002);
  expect(await orderOf(second._id)).toBe(9001);

  // Keyboard only: focus the button and press Enter.
  await page.getByRole("button", { name: `Move ${first.name} up` }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(shown).toEqual([first.name, second.name, third.name]);

  // With the mouse: a row dragged by its handle onto another takes its place, and the rows in between move up.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await dragOnto(page, page.getByRole("listitem", { name: first.name }).getByTestId("drag-handle"), page.getByRole("listitem", { name: third.name }));
  await expect.poll(shown).toEqual([second.name, third.name, first.name]);
  await expect(toast(page)).toHaveText(`${first.name} moved to position 3.`);
  await expect.poll(() => orderOf(first._id)).toBe(9003);
  expect([await orderOf(second._id), await orderOf(third._id)]).toEqual([9001, 9002]);

  await page.getByRole("listitem", { name: second.name }).getByLabel("Order", { exact: true }).fill("9500");
  await expect.poll(() => orderOf(second._id)).toBe(9500);
  await expect.poll(shown).toEqual([third.name, first.name, second.name]);
  await page.getByRole("listitem", { name: second.name }).getByLabel("Order", { exact: true }).fill("");
  await expect.poll(() => orderOf(second._id)).toBe(0);
  await expect.poll(shown).toEqual([second.name, third.name, first.name]);
  await page.reload();
  await page.getByLabel("Search").fill(tag);
  await expect.poll(shown).toEqual([second.name, third.name, first.name]);
});

test("deactivating hides a team member from the public site; filters find them", async ({ page, baseURL }) => {
  const attorney = await createAttorney(await apiAs(baseURL!));
  await page.goto("/");
  await expect(page.getByText(attorney.name).first()).toBeVisible();

  await signIn(page);
  await openList(page, attorney.name);
  const row = page.getByRole("listitem", { name: attorney.name });
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Activate" })).toBeVisible();

  await page.getByLabel("Status").selectOption({ label: "Active Only" });
  await expect(page.getByText("No team members found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Inactive Only" });
  await expect(row).toBeVisible();

  await page.goto("/");
  await expect(page.getByText(attorney.name)).toHaveCount(0);
});

test("deletes a team member only after the site's own confirm dialog, by keyboard", async ({ page, baseURL }) => {
  const attorney = await createAttorney(await apiAs(baseURL!));
  await signIn(page);
  await openList(page, attorney.name);
  const row = page.getByRole("listitem", { name: attorney.name });
  const question = `Are you sure you want to delete ${attorney.name}? This action cannot be undone.`;
  const deleteButton = row.getByRole("button", { name: "Delete" });
  await deleteButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete team member" });
  await expect(dialog).toHaveAccessibleDescription(question);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await expect(row).toBeVisible();
  expect((await attorneyFromApi(baseURL!, attorney._id)).status).toBe(200);

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(row).toHaveCount(0);
  await expect(toast(page)).toHaveText(`${attorney.name} deleted.`);
  expect((await attorneyFromApi(baseURL!, attorney._id)).status).toBe(404);
});

test.describe("in a browser set to another time zone", () => {
  // The computer's own zone must not matter: staff read the firm's Freetown times.
  test.use({ timezoneId: "Asia/Tokyo" });

  test("reorders by keyboard with the drag handle, and writes dates as Freetown time at 1280 px", async ({ page, baseURL }) => {
    test.slow();
    const api = await apiAs(baseURL!);
    const tag = unique("K");
    const first = await createAttorney(api, { name: `Keys ${tag} One`, order: 9101 });
    const second = await createAttorney(api, { name: `Keys ${tag} Two`, order: 9102 });
    const third = await createAttorney(api, { name: `Keys ${tag} Three`, order: 9103 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await openList(page, tag);
    const rows = page.getByTestId("attorney-row");
    const shown = () => rows.evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
    await expect.poll(shown).toEqual([first.name, second.name, third.name]);

    const handle = page.getByRole("button", { name: `Drag ${first.name} to reorder` });
    await handle.focus();
    // Each step waits for what a screen reader hears, as the sensor takes keys only once a drag has started.
    const heard = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    // dnd-kit's keyboard sensor starts listening for keys one task after the drag starts; a task queued
    // now runs after that one, so the arrow key cannot arrive before the sensor hears keys.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press("ArrowDown");
    await heard(`${first.name} is over position 2.`);
    await page.keyboard.press("ArrowDown");
    await heard(`${first.name} is over position 3.`);
    await page.keyboard.press("Space");
    await heard(`${first.name} dropped at position 3.`);
    await expect.poll(shown).toEqual([second.name, third.name, first.name]);
    await expect(toast(page)).toHaveText(`${first.name} moved to position 3.`);
    const stored = (await (await api.get(`/api/attorneys/${first._id}`)).json()) as { attorney: { order: number; updatedAt: string } };
    expect(stored.attorney.order).toBe(9103);

    const line = page.getByRole("listitem", { name: first.name }).getByText(/^Last modified by/);
    await expect(line).toHaveText(new RegExp(` on ${freetownDateTime(stored.attorney.updatedAt)}$`));
    await expect(line).toHaveText(/ on \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}$/);
  });
});
