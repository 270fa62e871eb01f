import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { LOGIN_PATH } from "@/lib/auth/paths";
import { staffSessionCookieName, staffSessionSecret } from "@/lib/auth/staff-session";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "@/lib/http/security-headers.mjs";

function isGuardedAdminPath(pathname: string): boolean {
  const admin = pathname === "/admin" || pathname.startsWith("/admin/");
  return admin && pathname !== LOGIN_PATH && !pathname.startsWith(`${LOGIN_PATH}/`);
}

async function signedIn(request: NextRequest): Promise<boolean> {
  const token = await getToken({ req: request, secret: staffSessionSecret(), cookieName: staffSessionCookieName() });
  return typeof token?.uid === "string";
}

/**
 * Runs before every page (Next.js 16's name for middleware): sets the Content-Security-Policy with
 * a fresh script nonce and sends visitors without a session away from the back office. next-auth's
 * getToken only decrypts the session cookie and checks its expiry; the pages themselves check the
 * account in the database (lib/auth/page-guard.ts).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");

  let response: NextResponse;
  if (isGuardedAdminPath(request.nextUrl.pathname) && !(await signedIn(request))) {
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
