import { existsSync, readdirSync } from "node:fs";
import sharp from "sharp";
import { LOGIN_LIMITS } from "@/lib/auth/login-throttle";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/db/embedded";
import { freePort, signInAsFirstAdmin, startProductionServer, useServerFolder, type RunningServer } from "../helpers/production-server";

/** Two app processes on one database, as behind a load balancer: they must behave as one site. */
const ADMIN_PASSWORD = "instances-admin-password";
let db: EmbeddedServer;
let a: RunningServer;
let b: RunningServer;
/** Signed in before the lockout test locks the account. */
let token: string;

const inFolder = useServerFolder("chambers-instances-", { afterKill: async () => db?.stop() });
beforeAll(async () => {
  const port = await freePort();
  db = await startEmbeddedServer({ dataDir: inFolder("db"), port });
  const shared = {
    MONGODB_URI: `mongodb://127.0.0.1:${port}/chambers`,
    JWT_SECRET: "instances-shared-secret-of-enough-length",
    IMAGE_STORE: "gridfs",
    TRUST_PROXY: "true",
    DEMO_CONTENT: "true",
    ADMIN_PASSWORD,
  };
  // One after the other, as a rolling deploy would: the first start seeds, the second finds it done.
  a = await startProductionServer({ ...shared, DATA_DIR: inFolder("a"), UPLOADS_DIR: inFolder("a-uploads") });
  b = await startProductionServer({ ...shared, DATA_DIR: inFolder("b"), UPLOADS_DIR: inFolder("b-uploads") });
  token = await signInAsFirstAdmin(a, ADMIN_PASSWORD, { "x-forwarded-for": "10.40.0.1" });
});

function post(server: RunningServer, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${url}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

async function within5s(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5000) throw new Error(`${what} not visible within 5 seconds`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

it("a token from one instance is accepted by the other", async () => {
  expect((await fetch(`${b.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
});

it("a change made through one instance is visible on the other within 5 seconds", async () => {
  const auth = { authorization: `Bearer ${token}` };
  const names = async (server: RunningServer) =>
    ((await (await fetch(`${server.url}/api/attorneys`)).json()) as { attorneys: { _id: string; name: string }[] }).attorneys;
  const page = async (server: RunningServer, url: string) => (await fetch(`${server.url}${url}`)).text();
  const target = (await names(b)).find((attorney) => attorney.name === "Fatmata Kamara")!;
  // Both instances hold the rendered pages when the change is made.
  for (const server of [a, b]) for (const url of ["/", "/contact"]) await page(server, url);
  expect(await page(b, "/")).toContain("Fatmata Kamara");
  const response = await fetch(`${a.url}/api/attorneys/${target._id}/status`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...auth },
    body: JSON.stringify({ isActive: false }),
  });
  expect(response.status).toBe(200);
  expect((await names(a)).some((attorney) => attorney._id === target._id)).toBe(false);
  expect(await page(a, "/")).not.toContain("Fatmata Kamara");
  await within5s("the deactivated attorney", async () => !(await names(b)).some((attorney) => attorney._id === target._id));
  await within5s("the deactivated attorney's card", async () => !(await page(b, "/")).includes("Fatmata Kamara"));

  const contact = { address: "12 Siaka Stevens Street, Freetown", phone: "+232 76 000 111", emails: ["desk@example.com", "cases@example.com"], social: {} };
  const firm = await fetch(`${a.url}/api/admin/firm`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...auth },
    body: JSON.stringify(contact),
  });
  expect(firm.status).toBe(200);
  const reply = async () =>
    (
      (await (
        await post(b, "/api/chat", { message: "Where is your office?" }, { "x-forwarded-for": `10.41.0.${Math.floor(Math.random() * 250)}` })
      ).json()) as { response: string }
    ).response;
  expect(await page(a, "/contact")).toContain("12 Siaka Stevens Street");
  await within5s("the new office address on the contact page", async () => (await page(b, "/contact")).includes("12 Siaka Stevens Street"));
  await within5s("the new office address in the chat", async () => (await reply()).includes("12 Siaka Stevens Street"));
});

it("failed sign-ins from many addresses through both instances lock the account for unknown browsers on both", async () => {
  const email = "admin@example.com";
  for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
    const server = i % 2 ? b : a;
    const response = await post(server, "/api/auth/login", { email, password: `wrong-${i}` }, { "x-forwarded-for": `10.42.1.${i}` });
    expect(response.status).toBe(401);
  }
  for (const server of [a, b]) {
    const response = await post(server, "/api/auth/login", { email, password: ADMIN_PASSWORD }, { "x-forwarded-for": "10.42.2.1" });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { message: string }).message).toMatch(/Too many/i);
  }
  // A session that already exists keeps working.
  expect((await fetch(`${a.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
});

it("the chat's per-visitor limit counts requests on both instances together", async () => {
  const visitor = { "x-forwarded-for": "10.43.0.7" };
  for (let i = 0; i < 30; i++) {
    const response = await post(i % 2 ? b : a, "/api/chat", { message: "hello" }, visitor);
    expect(response.status).toBe(200);
  }
  expect((await post(a, "/api/chat", { message: "hello" }, visitor)).status).toBe(429);
  expect((await post(b, "/api/chat", { message: "hello" }, visitor)).status).toBe(429);
  expect((await post(b, "/api/chat", { message: "hello" }, { "x-forwarded-for": "10.43.0.8" })).status).toBe(200);
});

it("an image uploaded through one instance is served by the other, from GridFS", async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "portrait.png");
  const upload = await fetch(`${a.url}/api/images/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(upload.status).toBe(201);
  const { image } = (await upload.json()) as { image: { url: string; id: string } };
  const fromA = await fetch(`${a.url}${image.url}`);
  const fromB = await fetch(`${b.url}${image.url}`);
  expect(fromB.status).toBe(200);
  expect(fromB.headers.get("content-type")).toBe("image/webp");
  expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  for (const uploads of ["a-uploads", "b-uploads"]) {
    const folder = inFolder(uploads);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  }
  const removed = await fetch(`${b.url}/api/images/delete/${image.id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
  expect(removed.status).toBe(200);
  expect((await fetch(`${a.url}${image.url}`)).status).toBe(404);
});
