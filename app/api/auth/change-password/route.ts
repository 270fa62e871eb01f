import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/guard";
import { staffSessionCookie } from "@/lib/auth/staff-session";
import { verifyToken } from "@/lib/auth/token";
import { changePasswordInputSchema } from "@/lib/collections/user";
import { changePassword } from "@/lib/services/users";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

/**
 * Every other session ends; this one continues: an API client with the fresh token returned,
 * a signed-in browser with the fresh session cookie set here.
 */
export const POST = handler(
  async (request) => {
    const { user, via } = await requireCaller(request, "admin");
    const { currentPassword, newPassword } = await parseBody(request, changePasswordInputSchema);
    const session = await changePassword(user._id, currentPassword, newPassword);
    const headers = via === "session" ? { "Set-Cookie": await staffSessionCookie(session.user, verifyToken(session.token)!.tv) } : undefined;
    return json({ message: "Password changed", ...session }, 200, headers);
  },
  { failureMessage: TEXTS.passwordChangeFailed },
);
