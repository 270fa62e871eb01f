import { createHmac } from "node:crypto";
import type { AuthOptions } from "next-auth";
import { decode, encode, type JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { HttpError } from "../api/errors";
import type { Serialized } from "../api/serialized";
import { validationError } from "../api/validation";
import { loginInputSchema } from "../collections/user";
import { getConfig } from "../config";
import { connectToDatabase } from "../db/connect";
import { errorText, logger } from "../log";
import { login, revokeTokens, toPublicUser, type PublicUser } from "../services/users";
import { TEXTS } from "../texts";
import type { UserDoc } from "@/models/User";
import { activeUser } from "./active-user";
import { readCookie } from "./cookies";
import { assertSignInAddressAllowed } from "./login-throttle";
import { LOGIN_PATH } from "./paths";
import { getJwtSecret } from "./secret";
import { TOKEN_LIFETIME_SECONDS, verifyToken } from "./token";

/**
 * The back office's browser session, kept by next-auth: a Credentials provider signing in
 * through the same service as POST /api/auth/login, and an encrypted JWT in an httpOnly cookie
 * holding the user's id, token version and time of sign-in. Every read of the session checks
 * them against the database, so logout, a password change and deactivation end it at once.
 */

/** The signed-in user as the browser sees it. */
export type StaffUser = Serialized<PublicUser>;

declare module "next-auth" {
  interface Session {
    user: StaffUser;
  }
  interface User {
    tokenVersion?: number;
    profile?: StaffUser;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** The user's token version at sign-in. */
    tv?: number;
    /** Sign-in time, seconds since 1970: the session ends this long after it whatever the activity. */
    authAt?: number;
    user?: StaffUser;
  }
}

/** What only the sign-in request knows: the visitor's address and device cookie, and where the new device cookie goes. */
interface SignInContext {
  address: string;
  deviceCookie: string | undefined;
  onDeviceToken(token: string): void;
}

export function staffSessionCookieName(): string {
  return getConfig().isProduction ? "__Host-next-auth.session-token" : "next-auth.session-token";
}

/** As strict as a cookie can be and still be sent when a link from elsewhere opens the back office. */
function staffSessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: getConfig().isProduction };
}

/** Derived from the token signing key, so the session and the API's tokens never share a key. */
export function staffSessionSecret(): string {
  return createHmac("sha256", getJwtSecret()).update("next-auth staff session").digest("base64url");
}

/**
 * next-auth builds the addresses it answers with (sign-in and sign-out results) from NEXTAUTH_URL
 * and warns on every start without it: the site's public address when set, otherwise this server.
 */
function setNextAuthUrl(): void {
  const config = getConfig();
  process.env.NEXTAUTH_URL ??= config.siteUrl ?? `http://localhost:${config.port}`;
}

/** The profile as JSON carries it, dates as ISO strings: the same whether read on the server or in the browser. */
const toStaffUser = (user: PublicUser): StaffUser => JSON.parse(JSON.stringify(user)) as StaffUser;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The active account behind session claims, or null when the session has ended or been revoked. */
async function userOfClaims(token: JWT | null): Promise<UserDoc | null> {
  if (!token || typeof token.authAt !== "number" || nowSeconds() - token.authAt > TOKEN_LIFETIME_SECONDS) return null;
  return activeUser(token.uid, token.tv);
}

async function authorizeStaff(credentials: Record<string, string> | undefined, context: SignInContext | undefined) {
  // Only the sign-in route passes a context; anything else has no business signing in.
  if (!context) throw new Error(TEXTS.loginFailed);
  const input = loginInputSchema.safeParse({ email: credentials?.email, password: credentials?.password });
  if (!input.success) throw new Error(validationError(input.error).message);
  try {
    await connectToDatabase();
    await assertSignInAddressAllowed(context.address);
    const { user, token, deviceToken } = await login(input.data.email, input.data.password, context.address, context.deviceCookie);
    context.onDeviceToken(deviceToken);
    return { id: user._id, email: user.email, tokenVersion: verifyToken(token)!.tv, profile: toStaffUser(user) };
  } catch (error) {
    // next-auth hands the message to the sign-in form: "Login failed" or the lockout's text.
    if (error instanceof HttpError) throw new Error(error.message);
    logger.error({ error: errorText(error) }, "Sign-in failed");
    throw new Error(TEXTS.loginFailed);
  }
}

/** next-auth's own messages are codes; their details can hold a request's data, so only the code is kept. */
const nextAuthLogger = {
  error(code: string, metadata: unknown) {
    const error = (metadata as { error?: unknown } | undefined)?.error ?? metadata;
    logger.warn({ code, error: error instanceof Error ? error.message : undefined }, "next-auth");
  },
  warn(code: string) {
    logger.warn({ code }, "next-auth");
  },
  debug() {},
};

/** next-auth's options; the sign-in route passes the context of its request. */
export function staffAuthOptions(signIn?: SignInContext): AuthOptions {
  setNextAuthUrl();
  return {
    secret: staffSessionSecret(),
    session: { strategy: "jwt", maxAge: TOKEN_LIFETIME_SECONDS },
    useSecureCookies: getConfig().isProduction,
    cookies: { sessionToken: { name: staffSessionCookieName(), options: staffSessionCookieOptions() } },
    // next-auth's built-in pages are never shown: the back office has its own login screen.
    pages: { signIn: LOGIN_PATH, signOut: LOGIN_PATH, error: LOGIN_PATH },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Staff account",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        authorize: (credentials) => authorizeStaff(credentials, signIn),
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) return { sub: user.id, uid: user.id, tv: user.tokenVersion, authAt: nowSeconds(), user: user.profile };
        await connectToDatabase();
        const current = await userOfClaims(token);
        // Throwing ends the session: next-auth answers "no session" and clears the cookie.
        if (!current) throw new Error("The session has ended");
        return { ...token, user: toStaffUser(toPublicUser(current)) };
      },
      session({ session, token }) {
        return { expires: session.expires, user: token.user! };
      },
    },
    events: {
      // Signing out in one browser ends every session of the account, as POST /api/auth/logout does.
      async signOut({ token }) {
        if (!token?.uid) return;
        await connectToDatabase();
        await revokeTokens(token.uid);
      },
    },
    logger: nextAuthLogger,
  };
}

/** The active account behind a request's session cookie, or null. */
export async function staffSessionUser(request: Request): Promise<UserDoc | null> {
  const value = readCookie(request.headers.get("cookie"), staffSessionCookieName());
  if (!value) return null;
  const claims = await decode({ token: value, secret: staffSessionSecret() }).catch(() => null);
  return userOfClaims(claims);
}

function cookieHeader(value: string, maxAge: number): string {
  const options = staffSessionCookieOptions();
  return `${staffSessionCookieName()}=${value}; Path=${options.path}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${options.secure ? "; Secure" : ""}`;
}

/** A fresh session cookie for `user` at token version `tokenVersion`: after a password change, this browser stays signed in. */
export async function staffSessionCookie(user: PublicUser, tokenVersion: number): Promise<string> {
  const id = user._id;
  const token: JWT = { sub: id, uid: id, tv: tokenVersion, authAt: nowSeconds(), user: toStaffUser(user) };
  return cookieHeader(await encode({ token, secret: staffSessionSecret(), maxAge: TOKEN_LIFETIME_SECONDS }), TOKEN_LIFETIME_SECONDS);
}

export function clearedStaffSessionCookie(): string {
  return cookieHeader("", 0);
}
