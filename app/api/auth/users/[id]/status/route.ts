import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { USER_NOT_FOUND, userStatusSchema } from "@/lib/collections/user";
import { setUserStatus } from "@/lib/services/users";

export const dynamic = "force-dynamic";

export const PATCH = handler<{ id: string }>(async (request, context) => {
  const actor = await requireUser(request, "superadmin");
  const id = await idParam(context, USER_NOT_FOUND);
  const { isActive } = await parseBody(request, userStatusSchema);
  return json({ user: await setUserStatus(actor._id, id, isActive) });
});
