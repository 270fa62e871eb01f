import { hasAccess, type AccessLevel } from "../collections/user";
import { forbidden, unauthorized } from "../api/errors";
import type { UserDoc } from "@/models/User";
import { activeUser } from "./active-user";
import { staffSessionUser } from "./staff-session";
import { verifyToken } from "./token";

interface AuthenticatedUser {
  user: UserDoc;
  /** How the caller proved who they are: a write carried by the session cookie must come from the site's own origin. */
  via: "bearer" | "session";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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

/**
 * The signed-in, active user behind a request, or null: an API client's `Authorization: Bearer`
 * token when one is sent, otherwise the back office's next-auth session cookie. Both pass the
 * same revocation check; expired, forged and revoked ones give null.
 */
async function authenticate(request: Request): Promise<AuthenticatedUser | null> {
  const bearer = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) {
    const claims = verifyToken(bearer);
    const user = claims && (await activeUser(claims.sub, claims.tv));
    return user ? { user, via: "bearer" } : null;
  }
  const user = await staffSessionUser(request);
  return user ? { user, via: "session" } : null;
}

/**
 * The one permission check every protected route uses: 401 without a valid session or token,
 * 403 for the wrong role or a cookie-borne write from another origin.
 */
export async function requireCaller(request: Request, level: AccessLevel = "admin"): Promise<AuthenticatedUser> {
  const auth = await authenticate(request);
  if (!auth) throw unauthorized();
  if (auth.via === "session") assertSameOrigin(request);
  if (!hasAccess(auth.user.role, level)) throw forbidden();
  return auth;
}

export async function requireUser(request: Request, level: AccessLevel = "admin"): Promise<UserDoc> {
  return (await requireCaller(request, level)).user;
}
