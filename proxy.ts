import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { verifyToken } from "@/lib/auth/token";
import { createNonce, securityHeaders } from "@/lib/http/security-headers";

const LOGIN_PATH = "/admin/login";

function isGuardedAdminPath(pathname: string): boolean {
  const admin = pathname === "/admin" || pathname.startsWith("/admin/");
  return admin && pathname !== LOGIN_PATH && !pathname.startsWith(`${LOGIN_PATH}/`);
}

/**
 * Runs before every request: sets the security headers (with a fresh script nonce) and sends
 * visitors without a valid session away from the back office. The token is checked for its
 * signature and expiry only; the pages themselves check the account in the database.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const headers = securityHeaders({
    nonce,
    development: process.env.NODE_ENV === "development",
    production: process.env.NODE_ENV === "production",
  });

  let response: NextResponse;
  const token = request.cookies.get(sessionCookieName())?.value;
  if (isGuardedAdminPath(request.nextUrl.pathname) && !(token && verifyToken(token))) {
    response = NextResponse.redirect(new URL(LOGIN_PATH, request.url));
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set("x-nonce", nonce);
    forwarded.set("Content-Security-Policy", headers["Content-Security-Policy"]);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
