import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "./support";

/** Helpers for the back office specs. Each test creates the data it needs under unique names. */

export function unique(prefix = ""): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export interface Credentials {
  email: string;
  password: string;
}

/** An API client signed in with a bearer token, as an API consumer works (no cookie, no origin check). */
export async function apiAs(baseURL: string, credentials: Credentials = E2E_ADMIN): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const response = await anonymous.post("/api/auth/login", { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await anonymous.dispose();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

export interface CreatedUser extends Credentials {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  role: "admin" | "superadmin";
}

export async function createUser(api: APIRequestContext, role: "admin" | "superadmin" = "admin"): Promise<CreatedUser> {
  const id = unique();
  const input = {
    username: `u${id}`,
    email: `u${id}@example.com`,
    firstName: `First${id.slice(-4)}`,
    lastName: `Last${id.slice(-4)}`,
    role,
    password: `pw-${id}`,
  };
  const response = await api.post("/api/auth/register", { data: input });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { _id: string } };
  return { ...input, _id: user._id };
}

/** A real PNG portrait, made on the spot. */
export async function pngPortrait(hue = 120): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 600, channels: 3, background: { r: hue, g: 80, b: 160 } } })
    .png()
    .toBuffer();
}

export async function uploadImage(api: APIRequestContext): Promise<{ id: string; url: string }> {
  const response = await api.post("/api/images/upload", {
    multipart: { image: { name: "portrait.png", mimeType: "image/png", buffer: await pngPortrait() } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { image: { id: string; url: string } }).image;
}

export interface CreatedAttorney {
  _id: string;
  name: string;
  order: number;
}

export async function createAttorney(api: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<CreatedAttorney> {
  const name = `Counsel ${unique()}`;
  const response = await api.post("/api/attorneys", {
    data: {
      name,
      title: "Associate",
      location: "Freetown",
      bio: "Advises clients on land and family matters before the courts of Freetown.",
      specialties: ["Land Law"],
      education: [],
      reviews: 3,
      rating: 4,
      order: 500,
      isActive: true,
      contact: { address: "12 Siaka Stevens Street, Freetown", phone: "+232 76 123 456", email: "counsel@example.com" },
      image: await uploadImage(api),
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { attorney } = (await response.json()) as { attorney: CreatedAttorney };
  return attorney;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, credentials: Credentials = E2E_ADMIN): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();
}

/** Signs in through next-auth's endpoints, as the login screen does; the browser context keeps the session cookie. */
export async function signInByApi(page: Page, credentials: Credentials = E2E_ADMIN): Promise<void> {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", { form: { ...credentials, csrfToken, json: "true" } });
  expect(response.ok(), await response.text()).toBe(true);
  expect((await page.request.get("/api/auth/session").then((answer) => answer.json())) as { user?: unknown }).toHaveProperty("user");
}

/** The chat's answer to one message, asked as a new visitor would. */
export async function ask(page: Page, message: string): Promise<string> {
  const response = await page.request.post("/api/chat", { data: { message } });
  expect(response.ok()).toBe(true);
  return (await response.json()).response as string;
}

/** The screen's own alert banner (Next.js keeps an empty route announcer with role alert too). */
export function banner(page: Page): Locator {
  return page.locator('[role="alert"]:not([id="__next-route-announcer__"])');
}

/** Drags with real mouse steps: the drag starts once the pointer has moved a few pixels from the handle. */
export async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

/** The back office's message after a change (the polite status region of its toasts). */
export function toast(page: Page): Locator {
  return page.getByTestId("toast-success");
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "30 Nov 2026, 09:14": Freetown keeps UTC all year, so the UTC fields are its wall clock. */
export function freetownDateTime(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}
