import { hashPassword } from "@/lib/auth/password";
import { signToken } from "@/lib/auth/token";
import { User } from "@/models/User";

/** Any route handler; `never` lets handlers with and without params be passed alike. */
export type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

export interface Call {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Calls a route handler the way Next.js does, with a JSON body or a raw string. */
export async function call(
  handler: Handler,
  options: { method?: string; path?: string; body?: unknown; raw?: string; token?: string; headers?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Call> {
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const request = new Request(`http://localhost${options.path ?? "/api/x"}`, { method: options.method ?? "GET", headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) as Promise<never> });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

/** A signed token for the first super admin, the way the login route issues one. */
export async function adminToken(): Promise<string> {
  const admin = await User.findOne({ email: "admin@example.com" }).select("+tokenVersion").lean<{ _id: unknown; role: "superadmin"; tokenVersion?: number }>();
  if (!admin) throw new Error("the first admin is missing");
  return signToken({ sub: String(admin._id), role: admin.role, tv: admin.tokenVersion ?? 0 });
}

/** A second admin account, for the tests that deactivate one. */
export async function createAdmin(email: string): Promise<string> {
  const user = await User.create({
    username: email.split("@")[0],
    email,
    passwordHash: await hashPassword("staff-password-123"),
    firstName: "Staff",
    lastName: "Member",
    role: "admin",
  });
  return signToken({ sub: String(user._id), role: "admin", tv: 0 });
}
