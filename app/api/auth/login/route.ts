import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { loginInputSchema } from "@/lib/collections/user";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { clientAddress } from "@/lib/rate-limit";
import { login } from "@/lib/services/users";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const POST = handler(
  async (request) => {
    const { email, password } = await parseBody(request, loginInputSchema);
    const session = await login(email, password, clientAddress(request));
    return json(session, 200, { "Set-Cookie": sessionCookie(session.token) });
  },
  { failureMessage: TEXTS.loginFailed },
);
