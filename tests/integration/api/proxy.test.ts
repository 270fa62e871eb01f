/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { resetJwtSecretForTests } from "@/lib/auth/secret";
import { staffSessionCookieName, staffSessionSecret } from "@/lib/auth/staff-session";
import { signToken } from "@/lib/auth/token";
import { resetConfigForTests } from "@/lib/config";

let dir = "";
const saved = { ...process.env };
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "chambers-proxy-"));
  process.env.DATA_DIR = dir;
  resetConfigForTests();
  resetJwtSecretForTests();
});
afterAll(() => {
  process.env = saved;
  resetConfigForTests();
  resetJwtSecretForTests();
  rmSync(dir, { recursive: true, force: true });
});

const visit = (pathname: string, session?: string) =>
  proxy(new NextRequest(`http://localhost${pathname}`, { headers: session ? { cookie: `${staffSessionCookieName()}=${session}` } : {} }));

describe("proxy", () => {
  it("puts the security headers on every response, with a fresh nonce each time", async () => {
    const first = await visit("/");
    const second = await visit("/about");
    for (const response of [first, second]) {
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    }
    expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
    // Outside production the site may run on plain HTTP, so no HSTS.
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("hands the nonce to the page renderer in the request headers", async () => {
    const response = await visit("/");
    const csp = response.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it.each(["/admin", "/admin/dashboard", "/admin/users/new", "/admin/attorneys/0123/edit"])(
    "sends %s without a session to the login page",
    async (pathname) => {
      const response = await visit(pathname);
      expect(response.status).toBe(307);
      expect(new URL(response.headers.get("location")!).pathname).toBe("/admin/login");
      expect(response.headers.get("content-security-policy")).toBeTruthy();
    },
  );

  it("lets the login page through without a session", async () => {
    expect((await visit("/admin/login")).headers.get("location")).toBeNull();
    expect((await visit("/administrator")).headers.get("location")).toBeNull();
  });

  it("lets a next-auth session through and refuses expired, foreign and API tokens in its place", async () => {
    const claims = { sub: "0123456789abcdef01234567", uid: "0123456789abcdef01234567", tv: 0, authAt: Math.floor(Date.now() / 1000) };
    const valid = await encode({ token: claims, secret: staffSessionSecret() });
    expect((await visit("/admin/dashboard", valid)).headers.get("location")).toBeNull();
    const expired = await encode({ token: claims, secret: staffSessionSecret(), maxAge: -60 });
    const foreign = await encode({ token: claims, secret: "another-secret-another-secret-another" });
    const withoutUser = await encode({ token: { sub: "x" }, secret: staffSessionSecret() });
    const apiToken = signToken({ sub: claims.uid, role: "admin", tv: 0 });
    for (const token of [expired, foreign, withoutUser, apiToken, "garbage"]) expect((await visit("/admin/dashboard", token)).status).toBe(307);
  });
});
