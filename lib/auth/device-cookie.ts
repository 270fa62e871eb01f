import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getConfig } from "../config";
import { getJwtSecret } from "./secret";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account carries a cookie naming that account, signed by the server.
 * Sign-in attempts from it are counted per device, not under the account's ceiling for unknown
 * browsers, so an attack spread over many addresses cannot lock the owner out of their own
 * browser.
 *
 * Value: `<user id>.<expiry, seconds since 1970>.<random nonce>.<HMAC-SHA256 of the rest>`.
 * The nonce names the device for its own counter.
 */
const DEVICE_COOKIE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;

// Keeps these signatures apart from anything else signed with the same secret.
const PURPOSE = "device-cookie-v1";

export function deviceCookieName(): string {
  return getConfig().isProduction ? "__Host-device" : "device";
}

function sign(payload: string): string {
  return createHmac("sha256", getJwtSecret()).update(`${PURPOSE}.${payload}`).digest("base64url");
}

/** A fresh device cookie value for this account, issued on every successful sign-in. */
export function issueDeviceToken(userId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_LIFETIME_SECONDS;
  const payload = `${userId}.${expires}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${sign(payload)}`;
}

/**
 * The device's id (its nonce) when `value` is a genuine, unexpired device cookie of this
 * account; null for anything else (absent, forged, expired, another account's).
 */
export function trustedDeviceId(value: string | undefined, userId: string, now = Date.now()): string | null {
  if (!value || value.length > 200) return null;
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [owner, expires, nonce, signature] = parts;
  const expected = Buffer.from(sign(`${owner}.${expires}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (owner !== userId || !(Number(expires) * 1000 > now)) return null;
  return nonce;
}

/** The cookie's attributes, for `cookies().set(name, value, options)` and the header below alike. */
function deviceCookieOptions() {
  return {
    httpOnly: true,
    secure: getConfig().isProduction,
    // Only the site's own pages sign in, so the cookie never needs to travel with another site's request.
    sameSite: "strict" as const,
    path: "/",
    maxAge: DEVICE_COOKIE_LIFETIME_SECONDS,
  };
}

/** A `Set-Cookie` header value carrying the device cookie. */
export function deviceCookieHeader(value: string): string {
  const options = deviceCookieOptions();
  return `${deviceCookieName()}=${value}; Path=${options.path}; HttpOnly; SameSite=Strict; Max-Age=${options.maxAge}${options.secure ? "; Secure" : ""}`;
}
