import { startProductionServer, useServerFolder, type RunningServer } from "../helpers/production-server";

const ADMIN_PASSWORD = "headers-admin-password";
let server: RunningServer;

// Graceful shutdown itself is tested in shutdown.test.ts.
const inFolder = useServerFolder("chambers-headers-", { beforeKill: async () => server?.stop() });
beforeAll(async () => {
  server = await startProductionServer({ DATA_DIR: inFolder("data"), UPLOADS_DIR: inFolder("uploads"), DEMO_CONTENT: "true", ADMIN_PASSWORD });
});

function expectBaseHeaders(response: Response): void {
  const h = response.headers;
  expect(h.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(h.get("x-content-type-options")).toBe("nosniff");
  expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(h.get("permissions-policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(h.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(h.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(h.get("x-powered-by")).toBeNull();
}

function scriptSources(policy: string): string {
  return policy.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src")) ?? "";
}

it("pages: a fresh script nonce per request, stamped on the page's scripts, nothing unsafe for scripts", async () => {
  const [first, second] = await Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/`)]);
  expect(first.status).toBe(200);
  expectBaseHeaders(first);
  const policy = first.headers.get("content-security-policy")!;
  const scripts = scriptSources(policy);
  const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
  expect(nonce).toBeTruthy();
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy).toContain("object-src 'none'");
  expect(scriptSources(second.headers.get("content-security-policy")!)).not.toContain(nonce!);
  const html = await first.text();
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
});

it("API answers: the locked-down policy and the same headers, errors included", async () => {
  for (const [url, status] of [["/api/attorneys", 200], ["/api/attorneys/admin", 401], ["/api/nothing-here", 404]] as const) {
    const response = await fetch(`${server.url}${url}`);
    expect({ url, status: response.status }).toEqual({ url, status });
    expectBaseHeaders(response);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  }
});

it("image files: the same headers, a year of caching, and a JSON 404 for unknown names", async () => {
  const { attorneys } = (await (await fetch(`${server.url}/api/attorneys`)).json()) as { attorneys: { image: { url: string } | null }[] };
  const url = attorneys.find((a) => a.image)!.image!.url;
  const image = await fetch(`${server.url}${url}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
  expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expectBaseHeaders(image);
  const missing = await fetch(`${server.url}/uploads/${"0".repeat(32)}.webp`);
  expect(missing.status).toBe(404);
  expectBaseHeaders(missing);
});

it("the session cookie: __Host- prefixed, HttpOnly, SameSite=Lax, Secure, whole site", async () => {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  expectBaseHeaders(response);
  const cookie = response.headers.get("set-cookie")!;
  expect(cookie).toMatch(/^__Host-session=[^;]+; /);
  const attributes = cookie.split(";").slice(1).map((part) => part.trim().split("=")[0].toLowerCase());
  expect(attributes).toEqual(expect.arrayContaining(["path", "httponly", "samesite", "secure"]));
  expect(attributes).not.toContain("domain");
  expect(cookie).toContain("Path=/;");
  expect(cookie).toContain("SameSite=Lax");
});

it("logs one JSON line per request with its id, and never a password, token, cookie, query or body", async () => {
  const secret = "query-secret-value-123";
  const page = await fetch(`${server.url}/?token=${secret}`, { headers: { cookie: "session=cookie-secret-value" } });
  const id = page.headers.get("x-request-id")!;
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "wrong-password-in-body" }),
  });
  expect(login.status).toBe(401);
  const loginId = login.headers.get("x-request-id")!;
  await new Promise((resolve) => setTimeout(resolve, 200));
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const pageLine = lines.find((line) => line.requestId === id);
  expect(pageLine).toEqual({ level: "info", time: expect.any(String), msg: "request", requestId: id, method: "GET", path: "/", status: 200, durationMs: expect.any(Number) });
  expect(lines.find((line) => line.requestId === loginId)).toMatchObject({ method: "POST", path: "/api/auth/login", status: 401 });
  for (const leak of [secret, "cookie-secret-value", "wrong-password-in-body", ADMIN_PASSWORD]) expect(server.output()).not.toContain(leak);
});

it("a client's own request id is not believed without a trusted proxy", async () => {
  const response = await fetch(`${server.url}/api/attorneys`, { headers: { "x-request-id": "forged-request-id" } });
  expect(response.headers.get("x-request-id")).not.toBe("forged-request-id");
});
