import { getConfig } from "../config";
import { TOKEN_LIFETIME_SECONDS } from "./token";

/**
 * The web UI keeps its token in an httpOnly cookie so script on the page can never read it.
 * In production the `__Host-` prefix pins it to this host, over HTTPS, for the whole site.
 */
export function sessionCookieName(): string {
  return getConfig().isProduction ? "__Host-session" : "session";
}

export function sessionCookie(token: string): string {
  const secure = getConfig().isProduction ? "; Secure" : "";
  return `${sessionCookieName()}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${TOKEN_LIFETIME_SECONDS}${secure}`;
}

export function clearedSessionCookie(): string {
  const secure = getConfig().isProduction ? "; Secure" : "";
  return `${sessionCookieName()}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || undefined;
  }
  return undefined;
}
