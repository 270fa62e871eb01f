import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { loginInputSchema } from "@/lib/collections/user";
import { deviceCookieHeader, deviceCookieName } from "@/lib/auth/device-cookie";
import { assertSignInAddressAllowed } from "@/lib/auth/login-throttle";
import { readCookie } from "@/lib/auth/cookies";
import { clientAddress } from "@/lib/rate-limit";
import { login } from "@/lib/services/users";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const POST = handler(
  async (request) => {
    const address = clientAddress(request);
    const { email, password } = await parseBody(request, loginInputSchema, { limit: () => assertSignInAddressAllowed(address) });
    const { deviceToken, ...session } = await login(email, password, address, readCookie(request.headers.get("cookie"), deviceCookieName()));
    // API clients keep the token; the back office signs in through next-auth (/api/auth/callback/credentials).
    return json(session, 200, { "Set-Cookie": deviceCookieHeader(deviceToken) });
  },
  { failureMessage: TEXTS.loginFailed },
);
