import jwt from "jsonwebtoken";
import mongoose from "mongoose";
import sharp from "sharp";
import { hashPassword } from "@/lib/auth/password";
import { encode } from "next-auth/jwt";
import { getJwtSecret } from "@/lib/auth/secret";
import { staffSessionCookie, staffSessionCookieName, staffSessionSecret } from "@/lib/auth/staff-session";
import { toPublicUser } from "@/lib/services/users";
import { signToken } from "@/lib/auth/token";
import type { Role } from "@/lib/collections/user";
import { RATE_LIMIT_COLLECTION } from "@/models/RateLimit";
import { User } from "@/models/User";

/** Helpers for calling the real route handlers the way a browser or an API client would. */
export const BASE = "http://localhost";
export const FIRST_ADMIN = { email: "admin@example.com", password: "first-admin-password" };

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** A raw body string, sent as is (for malformed JSON). */
  raw?: string | FormData;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export function buildRequest(path: string, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | FormData | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (typeof body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
  return new Request(`${BASE}${path}`, { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of a JSON answer
type Body = any;

export async function call(handler: unknown, path: string, options: CallOptions = {}): Promise<{ status: number; body: Body; response: Response }> {
  const response = await (handler as Handler)(buildRequest(path, options), { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (an image): keep the text.
  }
  return { status: response.status, body, response };
}

let userCounter = 0;

/** Creates a user straight in the database and returns it with a valid token. */
export async function createUser(role: Role = "admin", overrides: { isActive?: boolean; password?: string } = {}) {
  userCounter += 1;
  const password = overrides.password ?? `password-${userCounter}`;
  const user = await User.create({
    username: `user${userCounter}_${Date.now() % 100000}`,
    email: `user${userCounter}.${Date.now() % 100000}@example.com`,
    firstName: `First${userCounter}`,
    lastName: `Last${userCounter}`,
    role,
    isActive: overrides.isActive ?? true,
    passwordHash: await hashPassword(password),
  });
  const token = signToken({ sub: String(user._id), role, tv: 0 });
  return { id: String(user._id), email: user.email, password, token, user };
}

export async function firstAdmin() {
  const user = await User.findOne({ email: FIRST_ADMIN.email }).select("+tokenVersion").lean();
  if (!user) throw new Error("the first super admin is missing");
  return { id: String(user._id), token: signToken({ sub: String(user._id), role: "superadmin", tv: user.tokenVersion ?? 0 }) };
}

/** A browser's next-auth session cookie (`name=value`) for the user as they are now, as signing in would give. */
export async function sessionCookieOf(userId: string): Promise<string> {
  const user = await User.findById(userId).select("+tokenVersion").lean();
  if (!user) throw new Error("no such user");
  return (await staffSessionCookie(toPublicUser(user), user.tokenVersion ?? 0)).split(";")[0];
}

/** Session cookies that must never be accepted. */
export async function badSessions(userId: string) {
  const claims = { sub: userId, uid: userId, tv: 0, authAt: Math.floor(Date.now() / 1000) };
  const cookie = (value: string) => `${staffSessionCookieName()}=${value}`;
  return {
    // Still within its cookie lifetime, but signed in longer ago than a session may last.
    expired: cookie(await encode({ token: { ...claims, authAt: claims.authAt - 9 * 3600 }, secret: staffSessionSecret() })),
    otherKey: cookie(await encode({ token: claims, secret: "not-the-server-secret-not-the-server-secret" })),
    apiToken: cookie(signToken({ sub: userId, role: "superadmin", tv: 0 })),
  };
}

/** Tokens that must never be accepted. */
export function badTokens(userId: string) {
  const secret = getJwtSecret();
  const expired = jwt.sign({ sub: userId, role: "superadmin", tv: 0, exp: Math.floor(Date.now() / 1000) - 60 }, secret, { algorithm: "HS256" });
  const valid = signToken({ sub: userId, role: "superadmin", tv: 0 });
  const [header, , signature] = valid.split(".");
  const forgedPayload = Buffer.from(JSON.stringify({ sub: userId, role: "superadmin", tv: 0, exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
    "base64url",
  );
  const tampered = `${header}.${forgedPayload}.${signature}`;
  const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${forgedPayload}.`;
  const otherKey = jwt.sign({ sub: userId, role: "superadmin", tv: 0 }, "not-the-server-secret-not-the-server-secret", { algorithm: "HS256" });
  return { expired, tampered, none, otherKey };
}

/** Every document of every collection except the rate counters, to prove a refusal changed nothing. */
export async function snapshot(): Promise<string> {
  const db = mongoose.connection.db!;
  const out: Record<string, unknown[]> = {};
  for (const collection of await db.collections()) {
    if (collection.collectionName === RATE_LIMIT_COLLECTION) continue;
    out[collection.collectionName] = await collection.find({}).sort({ _id: 1 }).toArray();
  }
  return JSON.stringify(out);
}

export const randomId = () => new mongoose.Types.ObjectId().toString();

export function attorneyBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Aminata Sawyerr",
    title: "Associate",
    location: "Freetown",
    bio: "Aminata advises families and small businesses on land and inheritance matters.",
    specialties: ["Land Law", "Family Law"],
    education: ["LLB, Fourah Bay College"],
    reviews: 3,
    rating: 4,
    order: 5,
    isActive: true,
    contact: { address: "12 Siaka Stevens Street, Freetown", phone: "+232 76 555 111", email: "a.sawyerr@example.com" },
    image: { url: "/uploads/0123456789abcdef0123456789abcdef.webp" },
    ...overrides,
  };
}

export async function pngBytes(width = 600, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

export function formWith(field: string, files: { data: Buffer; name: string; type: string }[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return form;
}
