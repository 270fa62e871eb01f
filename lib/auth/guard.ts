import { Types } from "mongoose";
import { isAdminRole, isSuperAdminRole } from "../collections/user";
import { forbidden, unauthorized } from "../api/errors";
import { User, type UserDoc } from "@/models/User";
import { readCookie, sessionCookieName } from "./session-cookie";
import { verifyToken } from "./token";

export type AccessLevel = "admin" | "superadmin";

export interface AuthenticatedUser {
  user: UserDoc;
  /** How the token arrived: a cookie-borne write must come from the site's own origin. */
  via: "bearer" | "cookie";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function tokenFrom(request: Request): { token: string; via: "bearer" | "cookie" } | null {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = readCookie(request.headers.get("cookie"), sessionCookieName());
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/** The site's own origin as the browser sees it (the Host header, or the proxy's forwarded host). */
function expectedOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const proto = request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin || origin !== expectedOrigin(request)) throw forbidden("Cross-site request refused");
}

/** The signed-in, active user behind a request, or null. Revoked and expired tokens give null. */
export async function authenticate(request: Request): Promise<AuthenticatedUser | null> {
  const found = tokenFrom(request);
  if (!found) return null;
  const claims = verifyToken(found.token);
  if (!claims || !Types.ObjectId.isValid(claims.sub)) return null;
  const user = await User.findById(claims.sub).select("+tokenVersion").lean<UserDoc & { tokenVersion: number }>();
  if (!user || !user.isActive || (user.tokenVersion ?? 0) !== claims.tv) return null;
  return { user, via: found.via };
}

/**
 * The one permission check every protected route uses: 401 without a valid session, 403 for
 * the wrong role or a cookie-borne write from another origin.
 */
export async function requireUser(request: Request, level: AccessLevel = "admin"): Promise<UserDoc> {
  const auth = await authenticate(request);
  if (!auth) throw unauthorized();
  if (auth.via === "cookie") assertSameOrigin(request);
  const allowed = level === "superadmin" ? isSuperAdminRole(auth.user.role) : isAdminRole(auth.user.role);
  if (!allowed) throw forbidden();
  return auth.user;
}
