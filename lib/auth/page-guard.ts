import { getServerSession } from "next-auth/next";
import { redirect } from "next/navigation";
import { cache } from "react";
import { hasAccess, type AccessLevel } from "../collections/user";
import { connectToDatabase } from "../db/connect";
import { DASHBOARD_PATH, LOGIN_PATH } from "./paths";
import { staffAuthOptions, type StaffUser } from "./staff-session";

/**
 * The back office's session for a server component, checked against the database once per
 * request however many components ask (next-auth runs its callbacks on every call).
 */
export const getStaffSession = cache(async () => {
  await connectToDatabase();
  return getServerSession(staffAuthOptions());
});

/** The signed-in user for a server component, or null. */
export async function currentPageUser(): Promise<StaffUser | null> {
  return (await getStaffSession())?.user ?? null;
}

/**
 * Server-side guard for admin pages: no user -> the sign-in screen; the wrong role -> the dashboard.
 * The browser guard shows the same redirects; this one makes them hold without script.
 */
export async function requirePageUser(level: AccessLevel = "admin"): Promise<StaffUser> {
  const user = await currentPageUser();
  if (!user) redirect(LOGIN_PATH);
  if (!hasAccess(user.role, level)) redirect(DASHBOARD_PATH);
  return user;
}
