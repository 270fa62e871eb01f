import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, freetownTime, nextWorkingDays, weekdayOf } from "../../lib/chat/calendar";
import { DEFAULT_OFFICE_HOURS } from "../../lib/firm";
import { E2E_ADMIN } from "./support";

/** The site runs on the default hours here (Monday to Friday): the next Sunday is a closed day. */
const CLOSED_DAY_TEXT = "We meet clients Monday to Friday 9 AM to 5 PM. Please choose one of those days.";
function nextSunday(): string {
  let day = addDays(freetownTime(new Date()).day, 1);
  while (weekdayOf(day) !== 0) day = addDays(day, 1);
  return day;
}

const INACTIVE = ["Augustine Cole", "Mariama Kanu"];

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function attorneyId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.get("/api/attorneys/admin", { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { attorneys?: { _id: string; name: string }[] } | { _id: string; name: string }[];
  const list = Array.isArray(body) ? body : (body.attorneys ?? []);
  const found = list.find((attorney) => attorney.name === name);
  expect(found, name).toBeTruthy();
  return found!._id;
}

async function setActive(request: APIRequestContext, token: string, id: string, isActive: boolean) {
  const response = await request.patch(`/api/attorneys/${id}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { isActive } });
  expect(response.ok()).toBe(true);
}

const grid = (page: Page) => page.getByRole("list", { name: "Our attorneys" });

test("attorney cards show image, name, title, five-star rating, location and specialties, active attorneys only", async ({ page }) => {
  await page.goto("/services");
  const card = grid(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Fatmata Kamara" }) });
  await expect(card.getByRole("img", { name: "Portrait of Fatmata Kamara" })).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
  await expect(card).toContainText("Senior Partner");
  await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(card).toContainText("Freetown");
  await expect(card.getByRole("list", { name: "Fatmata Kamara's specialties" })).toContainText("Child Custody");
  for (const name of ["Abdul Rahman Sesay", "Isatu Bangura", "Mohamed Conteh", "Hawa Turay"]) await expect(grid(page)).toContainText(name);
  for (const name of INACTIVE) await expect(page.getByText(name)).toHaveCount(0);
});

test("the attorney list is in the HTML the server sends", async ({ request }) => {
  const html = await (await request.get("/attorney")).text();
  expect(html).toContain("Isatu Bangura");
  for (const name of INACTIVE) expect(html).not.toContain(name);
});

test("the consultation list shows reviews, rating out of 5, location and specialties", async ({ page }) => {
  await page.goto("/attorney");
  const row = page.getByRole("list", { name: "Attorneys available for consultation" }).getByRole("listitem").filter({ hasText: "Mohamed Conteh" });
  await expect(row).toContainText("4/5 rating");
  await expect(row).toContainText("143 reviews");
  await expect(row).toContainText("Land Disputes");
  await expect(row.getByRole("button", { name: "View More about Mohamed Conteh" })).toBeVisible();
  for (const step of ["Search for lawyers", "Read client reviews", "Schedule a consultation"])
    await expect(page.getByRole("heading", { name: step })).toBeVisible();
});

test("View More opens an accessible modal that closes on Escape and returns focus", async ({ page }) => {
  await page.goto("/attorney");
  const viewMore = page.getByRole("button", { name: "View More about Fatmata Kamara" });
  await viewMore.click();
  const dialog = page.getByRole("dialog", { name: "Fatmata Kamara" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expect(dialog.getByRole("region", { name: "Biography" }).locator("p")).toHaveCount(3);
  await expect(dialog).toContainText("LLM in Family Law, University of Ghana");
  await expect(dialog).toContainText("12 Siaka Stevens Street");
  await expect(dialog.getByRole("link", { name: "+232 76 123 401" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "f.kamara@kamarachambers.sl" })).toHaveAttribute("href", "mailto:f.kamara@kamarachambers.sl");

  // Focus stays inside the modal.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(viewMore).toBeFocused();
});

test("the modal closes on its close button and on a click outside", async ({ page }) => {
  await page.goto("/attorney");
  await page.getByRole("button", { name: "View More about Isatu Bangura" }).click();
  const dialog = page.getByRole("dialog", { name: "Isatu Bangura" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "View More about Isatu Bangura" })).toBeFocused();

  await page.getByRole("button", { name: "View More about Isatu Bangura" }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(dialog).toBeHidden();
});

test("a visitor requests a consultation from the modal", async ({ page }) => {
  await page.goto("/attorney");
  await page.getByRole("button", { name: "View More about Adama Koroma" }).click();
  const dialog = page.getByRole("dialog", { name: "Adama Koroma" });
  await dialog.getByRole("button", { name: "Request a consultation" }).click();

  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Name").fill("Aminata Sesay");
  await dialog.getByLabel("Email").fill("aminata@example.sl");
  await dialog.getByLabel("Phone").fill("+232 76 555 123");
  await dialog.getByLabel("Practice area").selectOption("arbitration");
  await dialog.getByLabel("Briefly describe your matter").fill("A contract dispute with a supplier that we would like to settle by arbitration.");
  await expect(dialog.getByText("Name is required")).toBeHidden();

  // A day the office is closed is refused in the browser, in the chat booking's words, before anything is sent.
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/consultations") && request.method() === "POST") posted += 1;
  });
  await dialog.getByLabel("Preferred date").fill(nextSunday());
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText(CLOSED_DAY_TEXT)).toBeVisible();
  await expect(dialog.getByLabel("Preferred date")).toBeFocused();
  expect(posted).toBe(0);
  const openDay = nextWorkingDays(new Date(), 2, DEFAULT_OFFICE_HOURS)[1];
  await dialog.getByLabel("Preferred date").fill(openDay);
  await dialog.getByRole("button", { name: "Send request" }).click();
  const status = dialog.getByRole("status");
  await expect(status).toContainText("Thank you, your request has been sent.");
  await expect(status).toContainText(/Your reference: KA-[2-9A-Z]{4}\. Please quote it if you call us\./);
  const reference = /KA-[2-9A-Z]{4}/.exec(await status.innerText())![0];

  // Staff find the request under the very reference the visitor was shown.
  const response = await page.request.get("/api/inbox", { headers: { Authorization: `Bearer ${await adminToken(page.request)}` } });
  expect(response.status()).toBe(200);
  const { consultations } = (await response.json()) as { consultations: { reference: string; name: string; practiceArea?: string }[] };
  expect(consultations.find((request) => request.reference === reference)).toMatchObject({
    name: "Aminata Sesay",
    practiceArea: "arbitration",
    preferredDate: openDay,
  });
  expect(posted).toBe(1);
});

test("the server refuses a consultation on a day the office is closed, with the same words", async ({ request }) => {
  const response = await request.post("/api/consultations", {
    data: { name: "Aminata Sesay", phone: "+232 76 555 123", preferredDate: nextSunday(), description: "A land matter." },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ preferredDate: CLOSED_DAY_TEXT });
});

test("a failed consultation request says so", async ({ page }) => {
  await page.route("**/api/consultations", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }));
  await page.goto("/attorney");
  await page.getByRole("button", { name: "View More about Adama Koroma" }).click();
  const dialog = page.getByRole("dialog", { name: "Adama Koroma" });
  await dialog.getByRole("button", { name: "Request a consultation" }).click();
  await dialog.getByLabel("Name").fill("Aminata Sesay");
  await dialog.getByLabel("Phone").fill("+232 76 555 123");
  await dialog.getByLabel("Briefly describe your matter").fill("Help please.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Your request could not be sent.");
});

test("a broken image falls back to the placeholder", async ({ page }) => {
  await page.route("**/uploads/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/services");
  const image = page.getByRole("img", { name: "Portrait of Isatu Bangura" });
  await expect(image).toHaveAttribute("src", "/placeholder-attorney.svg");
  // The portrait loads lazily: bring it on screen, then wait until the placeholder has decoded.
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
});

test("an attorney deactivated by staff disappears from the site at once, and returns when reactivated", async ({ page, request }) => {
  const token = await adminToken(request);
  const id = await attorneyId(request, token, "Christiana Thomas");
  await page.goto("/services");
  await expect(grid(page)).toContainText("Christiana Thomas");
  await setActive(request, token, id, false);
  try {
    await page.reload();
    await expect(grid(page)).toContainText("Fatmata Kamara");
    await expect(page.getByText("Christiana Thomas")).toHaveCount(0);
  } finally {
    await setActive(request, token, id, true);
  }
  await page.reload();
  await expect(grid(page)).toContainText("Christiana Thomas");
});

test("the search banner filters the active attorneys", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: "Search attorneys" });
  const results = page.getByRole("list", { name: "Matching attorneys" });
  await search.fill("land dispute");
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results).toContainText("Mohamed Conteh");

  await search.fill("Shipping Law");
  await expect(results).toContainText("Isatu Bangura");
  await expect(page.getByText("1 attorney matches your search")).toBeVisible();

  await search.fill("Augustine");
  await expect(page.getByText("No attorney matches “Augustine”.")).toBeVisible();
  await expect(page.getByRole("link", { name: "send us a message" })).toHaveAttribute("href", "/contact");

  await search.fill("family");
  await results.getByRole("button", { name: "View More about Fatmata Kamara" }).click();
  await expect(page.getByRole("dialog", { name: "Fatmata Kamara" })).toBeVisible();
});
