/** @jest-environment node */
import { resetConfigForTests } from "../config";
import { deviceCookieHeader, deviceCookieName, issueDeviceToken, trustedDeviceId } from "./device-cookie";

const saved = { ...process.env };
beforeEach(() => {
  process.env.JWT_SECRET = "a-test-secret-a-test-secret-a-test-secret";
  resetConfigForTests();
});
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

const USER = "64b000000000000000000001";
const OTHER = "64b000000000000000000002";

describe("device cookies", () => {
  it("trust only a genuine, unexpired cookie of the same account", () => {
    const now = Date.now();
    const value = issueDeviceToken(USER, now);
    const [owner, expires, nonce, signature] = value.split(".");
    expect(trustedDeviceId(value, USER, now)).toBe(nonce);
    expect(trustedDeviceId(value, OTHER, now)).toBeNull();
    expect(trustedDeviceId(`${OTHER}.${expires}.${nonce}.${signature}`, OTHER, now)).toBeNull();
    expect(trustedDeviceId(`${owner}.${Number(expires) + 86400}.${nonce}.${signature}`, USER, now)).toBeNull();
    expect(trustedDeviceId(value, USER, Number(expires) * 1000 + 1)).toBeNull();
    for (const junk of [undefined, "", "a.b.c", "a.b.c.d.e", `${value}x`, "x".repeat(5000)]) expect(trustedDeviceId(junk, USER, now)).toBeNull();
  });

  it("are not valid under another secret", () => {
    const value = issueDeviceToken(USER);
    process.env.JWT_SECRET = "another-secret-another-secret-another";
    resetConfigForTests();
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import("./device-cookie")>("./device-cookie");
      expect(fresh.trustedDeviceId(value, USER)).toBeNull();
    });
  });

  it("use the __Host- prefix and Secure in production", () => {
    expect(deviceCookieName()).toBe("device");
    expect(deviceCookieHeader("v")).not.toContain("Secure");
    Object.assign(process.env, { NODE_ENV: "production" });
    resetConfigForTests();
    expect(deviceCookieName()).toBe("__Host-device");
    expect(deviceCookieHeader("v")).toBe("__Host-device=v; Path=/; HttpOnly; SameSite=Strict; Max-Age=15552000; Secure");
  });
});
