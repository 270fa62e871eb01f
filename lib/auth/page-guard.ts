import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { UserDoc } from "@/models/User";
import { isAdminRole, isSuperAdminRole } from "../collections/user";
import { connectToDatabase } from "../db/connect";
import { authenticate, type AccessLevel } from "./guard";
import { sessionCookieName } from "./session-cookie";

/** The signed-in user for a server component, or null; reads the session cookie. */
export async function currentPageUser(): Promise<UserDoc | null> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  if (!token) return null;
  await connectToDatabase();
  const host = (await headers()).get("host") ?? "localhost";
  const auth = await authenticate(new Request(`http://${host}/`, { headers: { cookie: `${sessionCookieName()}=${token}` } }));
  return auth?.user ?? null;
}

/**
 * Server-side guard for admin pages: no user -> /admin/login; the wrong role -> /admin/dashboard.
 * The browser guard shows the same redirects; this one makes them hold without script.
 */
export async function requirePageUser(level: AccessLevel = "admin"): Promise<UserDoc> {
  const user = await currentPageUser();
  if (!user) redirect("/admin/login");
  const allowed = level === "superadmin" ? isSuperAdminRole(user.role) : isAdminRole(user.role);
  if (!allowed) redirect("/admin/dashboard");
  return user;
}
