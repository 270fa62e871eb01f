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
  return (
    policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src")) ?? ""
  );
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

it("pages carry the inlined stylesheet at most twice (the head and the flight data), the 404 page too", async () => {
  // Each copy is about 36 KB; a stylesheet imported by the root layout went in a third time, for
  // the global error boundary.
  for (const [url, status] of [
    ["/", 200],
    ["/no-such-page", 404],
  ] as const) {
    const response = await fetch(`${server.url}${url}`);
    expect({ url, status: response.status }).toEqual({ url, status });
    const copies = (await response.text()).split("@layer properties").length - 1;
    expect({ url, copies: copies >= 1 && copies <= 2 }).toEqual({ url, copies: true });
  }
});

it("the public site and the back office each carry only their own stylesheet", async () => {
  // The back office's drag handle and the chat's typing dots: classes only one side uses.
  const home = await (await fetch(`${server.url}/`)).text();
  const login = await (await fetch(`${server.url}/admin/login`)).text();
  expect(home).toContain(".animate-chat-dot{");
  expect(home).not.toContain(".cursor-grab{");
  expect(login).toContain(".cursor-grab{");
  expect(login).not.toContain(".animate-chat-dot{");
});

it("API answers: the locked-down policy and the same headers, errors included", async () => {
  for (const [url, status] of [
    ["/api/attorneys", 200],
    ["/api/attorneys/admin", 401],
    ["/api/nothing-here", 404],
  ] as const) {
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

/** The `name=value` pairs a response sets, by name, and the full Set-Cookie lines. */
function setCookies(response: Response): { values: Record<string, string>; lines: string[] } {
  const lines = response.headers.getSetCookie();
  return { lines, values: Object.fromEntries(lines.map((line) => line.split(";")[0].split(/=(.*)/s).slice(0, 2) as [string, string])) };
}

const jar = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/** Signs in through next-auth as the login screen does: the CSRF token first, then the credentials. */
async function signInThroughNextAuth(email: string, password: string) {
  const csrf = await fetch(`${server.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = setCookies(csrf).values;
  const response = await fetch(`${server.url}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar(cookies) },
    body: new URLSearchParams({ email, password, csrfToken, json: "true" }),
    redirect: "manual",
  });
  const set = setCookies(response);
  return { response, set, cookie: jar({ ...cookies, ...set.values }), body: (await response.json()) as { url: string } };
}

const bearerLogin = async (email: string, password: string) =>
  (await (
    await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) })
  ).json()) as { token: string; user: { _id: string } };

describe("the back office's session, through next-auth", () => {
  const member = { email: "session.member@example.com", password: "member-password-in-body" };
  let superToken = "";
  let memberId = "";

  beforeAll(async () => {
    superToken = (await bearerLogin("admin@example.com", ADMIN_PASSWORD)).token;
    const created = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${superToken}` },
      body: JSON.stringify({ username: "sessionmember", firstName: "Session", lastName: "Member", role: "admin", ...member }),
    });
    memberId = ((await created.json()) as { user: { _id: string } }).user._id;
  });

  it("a wrong password is refused with Login failed and no session", async () => {
    const { response, set, body } = await signInThroughNextAuth(member.email, "wrong-password-in-body");
    expect(response.status).toBe(401);
    expect(new URL(body.url).searchParams.get("error")).toBe("Login failed");
    expect(Object.keys(set.values)).not.toContain("__Host-next-auth.session-token");
  });

  it("signing in sets only next-auth's session cookie: __Host- prefixed, HttpOnly, SameSite=Lax, Secure, whole site", async () => {
    const { response, set } = await signInThroughNextAuth(member.email, member.password);
    expect(response.status).toBe(200);
    expectBaseHeaders(response);
    const session = set.lines.find((line) => line.startsWith("__Host-next-auth.session-token="))!;
    expect(session).toBeDefined();
    const attributes = session
      .split(";")
      .slice(1)
      .map((part) => part.trim().split("=")[0].toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["path", "httponly", "samesite", "secure"]));
    expect(attributes).not.toContain("domain");
    expect(session).toMatch(/; Path=\/;/);
    expect(session).toMatch(/SameSite=Lax/);
    // Besides it only the device cookie of the sign-in; no session of the old kind, no API token.
    expect(Object.keys(set.values).sort()).toEqual(["__Host-device", "__Host-next-auth.session-token"]);
    expect(set.values["__Host-next-auth.session-token"].split(".")).toHaveLength(5);
  });

  it("the session opens the back office and the API, and cookie-borne writes need the site's origin", async () => {
    const { cookie } = await signInThroughNextAuth(member.email, member.password);
    const session = (await (await fetch(`${server.url}/api/auth/session`, { headers: { cookie } })).json()) as { user: { email: string; role: string } };
    expect(session.user).toMatchObject({ email: member.email, role: "admin" });
    const page = await fetch(`${server.url}/admin/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect((await fetch(`${server.url}/api/auth/profile`, { headers: { cookie } })).status).toBe(200);
    const write = (origin?: string) =>
      fetch(`${server.url}/api/inbox/messages/${"0".repeat(24)}`, {
        method: "PATCH",
        headers: { cookie, "content-type": "application/json", ...(origin ? { origin } : {}) },
        body: JSON.stringify({ status: "read" }),
      });
    expect((await write()).status).toBe(403);
    expect((await write("https://evil.example")).status).toBe(403);
    expect((await write(server.url)).status).toBe(404);
  });

  it("deactivation ends the session on its next request: no session, no page, no API", async () => {
    const { cookie } = await signInThroughNextAuth(member.email, member.password);
    const deactivate = (isActive: boolean) =>
      fetch(`${server.url}/api/auth/users/${memberId}/status`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${superToken}`, "content-type": "application/json" },
        body: JSON.stringify({ isActive }),
      });
    expect((await deactivate(false)).status).toBe(200);
    const session = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
    expect(await session.json()).toEqual({});
    expect(setCookies(session).lines.find((line) => line.startsWith("__Host-next-auth.session-token="))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await fetch(`${server.url}/api/auth/profile`, { headers: { cookie } })).status).toBe(401);
    const page = await fetch(`${server.url}/admin/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(page.headers.get("location") ?? (await page.text())).toContain("/admin/login");
    expect((await deactivate(true)).status).toBe(200);
    expect((await fetch(`${server.url}/api/auth/profile`, { headers: { cookie } })).status).toBe(401);
  });

  it("signing out through next-auth ends every session and token of the account", async () => {
    const { token } = await bearerLogin(member.email, member.password);
    const other = await signInThroughNextAuth(member.email, member.password);
    const { cookie } = await signInThroughNextAuth(member.email, member.password);
    const csrf = await fetch(`${server.url}/api/auth/csrf`, { headers: { cookie } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const withCsrf = `${cookie}; ${jar(setCookies(csrf).values)}`;
    const out = await fetch(`${server.url}/api/auth/signout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: withCsrf },
      body: new URLSearchParams({ csrfToken, json: "true" }),
      redirect: "manual",
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${server.url}/api/auth/profile`, { headers: { cookie: other.cookie } })).status).toBe(401);
    expect((await fetch(`${server.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("a Bearer token from POST /api/auth/login still works, and a session token is no Bearer token", async () => {
    const { token } = await bearerLogin(member.email, member.password);
    expect((await fetch(`${server.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const session = (await signInThroughNextAuth(member.email, member.password)).set.values["__Host-next-auth.session-token"];
    expect((await fetch(`${server.url}/api/auth/profile`, { headers: { authorization: `Bearer ${session}` } })).status).toBe(401);
  });

  it("leaves none of those passwords, tokens or cookies in the server's log", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = server.output();
    expect(log).toContain('"path":"/api/auth/callback/credentials"');
    for (const leak of [member.password, "wrong-password-in-body", ADMIN_PASSWORD]) expect(log).not.toContain(leak);
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}|session-token|csrf-token|__Host-device|Bearer /);
  });
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
  expect(pageLine).toEqual({
    level: "info",
    time: expect.any(String),
    msg: "request",
    requestId: id,
    method: "GET",
    path: "/",
    status: 200,
    durationMs: expect.any(Number),
  });
  expect(lines.find((line) => line.requestId === loginId)).toMatchObject({ method: "POST", path: "/api/auth/login", status: 401 });
  for (const leak of [secret, "cookie-secret-value", "wrong-password-in-body", ADMIN_PASSWORD]) expect(server.output()).not.toContain(leak);
});

it("a client's own request id is not believed without a trusted proxy", async () => {
  const response = await fetch(`${server.url}/api/attorneys`, { headers: { "x-request-id": "forged-request-id" } });
  expect(response.headers.get("x-request-id")).not.toBe("forged-request-id");
});
