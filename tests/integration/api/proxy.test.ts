/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jwt from "jsonwebtoken";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { resetJwtSecretForTests, getJwtSecret } from "@/lib/auth/secret";
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

const visit = (pathname: string, cookie?: string) =>
  proxy(new NextRequest(`http://localhost${pathname}`, { headers: cookie ? { cookie: `session=${cookie}` } : {} }));

describe("proxy", () => {
  it("puts the security headers on every response, with a fresh nonce each time", () => {
    const first = visit("/");
    const second = visit("/about");
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

  it("hands the nonce to the page renderer in the request headers", () => {
    const response = visit("/");
    const csp = response.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it.each(["/admin", "/admin/dashboard", "/admin/users/new", "/admin/attorneys/0123/edit"])("sends %s without a session to the login page", (pathname) => {
    const response = visit(pathname);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/admin/login");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("lets the login page through without a session", () => {
    expect(visit("/admin/login").headers.get("location")).toBeNull();
    expect(visit("/administrator").headers.get("location")).toBeNull();
  });

  it("lets a valid session through and refuses expired, forged and alg:none tokens", () => {
    const valid = signToken({ sub: "0123456789abcdef01234567", role: "admin", tv: 0 });
    expect(visit("/admin/dashboard", valid).headers.get("location")).toBeNull();
    const secret = getJwtSecret();
    const expired = jwt.sign({ sub: "x", role: "admin", tv: 0, exp: Math.floor(Date.now() / 1000) - 10 }, secret, { algorithm: "HS256" });
    const forged = jwt.sign({ sub: "x", role: "admin", tv: 0 }, "another-secret-another-secret-another", { algorithm: "HS256" });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from('{"sub":"x","tv":0}').toString("base64url")}.`;
    for (const token of [expired, forged, none, "garbage"]) expect(visit("/admin/dashboard", token).status).toBe(307);
  });
});
