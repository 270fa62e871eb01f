import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { verifyToken } from "@/lib/auth/token";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "@/lib/http/security-headers.mjs";

const LOGIN_PATH = "/admin/login";

function isGuardedAdminPath(pathname: string): boolean {
  const admin = pathname === "/admin" || pathname.startsWith("/admin/");
  return admin && pathname !== LOGIN_PATH && !pathname.startsWith(`${LOGIN_PATH}/`);
}

/**
 * Runs before every page: sets the Content-Security-Policy with a fresh script nonce and sends
 * visitors without a valid session away from the back office. The token is checked for its
 * signature and expiry only; the pages themselves check the account in the database.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");

  let response: NextResponse;
  const token = request.cookies.get(sessionCookieName())?.value;
  if (isGuardedAdminPath(request.nextUrl.pathname) && !(token && verifyToken(token))) {
    response = NextResponse.redirect(new URL(LOGIN_PATH, request.url));
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set("x-nonce", nonce);
    forwarded.set("Content-Security-Policy", policy);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  const headers = { ...baseSecurityHeaders(process.env.NODE_ENV === "production"), "Content-Security-Policy": policy };
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // API routes stream their bodies straight to the handler (a proxy in front would buffer
  // uploads); they and the build's static files get their headers from next.config.mjs.
  matcher: ["/((?!api/|api$|_next/static/|_next/image|favicon.ico).*)"],
};
