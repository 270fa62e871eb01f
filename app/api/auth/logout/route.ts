import { handler } from "@/lib/api/handler";
import { HttpError } from "@/lib/api/errors";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { clearedStaffSessionCookie } from "@/lib/auth/staff-session";
import { revokeTokens } from "@/lib/services/users";

export const dynamic = "force-dynamic";

/**
 * Ends the session: every token and session of the user stops working and the session cookie
 * is cleared. Signing out without a valid session still clears the cookie, so the browser
 * always ends signed out.
 */
export const POST = handler(async (request) => {
  try {
    const user = await requireUser(request, "admin");
    await revokeTokens(user._id);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) throw error;
  }
  return json({ message: "Signed out" }, 200, { "Set-Cookie": clearedStaffSessionCookie() });
});
