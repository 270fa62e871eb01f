import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { changePasswordInputSchema } from "@/lib/collections/user";
import { changePassword } from "@/lib/services/users";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

/** Every other session ends; this one continues with the fresh token returned and set here. */
export const POST = handler(
  async (request) => {
    const user = await requireUser(request, "admin");
    const { currentPassword, newPassword } = await parseBody(request, changePasswordInputSchema);
    const session = await changePassword(user._id, currentPassword, newPassword);
    return json({ message: "Password changed", ...session }, 200, { "Set-Cookie": sessionCookie(session.token) });
  },
  { failureMessage: TEXTS.passwordChangeFailed },
);
