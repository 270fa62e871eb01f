import NextAuth from "next-auth/next";
import type { NextRequest } from "next/server";
import { deviceCookieHeader, deviceCookieName } from "@/lib/auth/device-cookie";
import { staffAuthOptions } from "@/lib/auth/staff-session";
import { clientAddress } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

/**
 * next-auth's routes (csrf, session, callback/credentials, signout, ...). The specification's
 * own /api/auth routes are static segments and always win over this catch-all.
 */
async function auth(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  let deviceToken: string | undefined;
  const options = staffAuthOptions({
    address: clientAddress(request),
    deviceCookie: request.cookies.get(deviceCookieName())?.value,
    onDeviceToken: (token) => (deviceToken = token),
  });
  const response = (await NextAuth(request, context, options)) as Response;
  // A successful sign-in gives this browser the account's device cookie, as POST /api/auth/login does.
  if (deviceToken) response.headers.append("Set-Cookie", deviceCookieHeader(deviceToken));
  return response;
}

export { auth as GET, auth as POST };
