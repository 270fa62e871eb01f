import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { USER_NOT_FOUND, updateUserInputSchema } from "@/lib/collections/user";
import { getUser, updateUser } from "@/lib/services/users";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const GET = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "superadmin");
  return json({ user: await getUser(await idParam(context, USER_NOT_FOUND)) });
});

export const PUT = handler<{ id: string }>(
  async (request, context) => {
    const actor = await requireUser(request, "superadmin");
    const id = await idParam(context, USER_NOT_FOUND);
    const input = await parseBody(request, updateUserInputSchema);
    return json({ user: await updateUser(actor._id, id, input) });
  },
  { failureMessage: TEXTS.userSaveFailed },
);
