import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { QUICK_REPLY_NOT_FOUND, quickReplyInputSchema, quickReplyStatusSchema } from "@/lib/collections/quick-reply";
import { deleteQuickReply, setQuickReplyActive, updateQuickReply } from "@/lib/services/quick-replies";

export const dynamic = "force-dynamic";

type Params = { id: string };

export const PUT = handler<Params>(async (request, context) => {
  await requireUser(request, "admin");
  const id = await idParam(context, QUICK_REPLY_NOT_FOUND);
  const input = await parseBody(request, quickReplyInputSchema);
  return json({ quickReply: await updateQuickReply(id, input) });
});

/** Activates or deactivates one quick reply. */
export const PATCH = handler<Params>(async (request, context) => {
  await requireUser(request, "admin");
  const id = await idParam(context, QUICK_REPLY_NOT_FOUND);
  const { isActive } = await parseBody(request, quickReplyStatusSchema);
  return json({ quickReply: await setQuickReplyActive(id, isActive) });
});

export const DELETE = handler<Params>(async (request, context) => {
  await requireUser(request, "admin");
  const id = await idParam(context, QUICK_REPLY_NOT_FOUND);
  await deleteQuickReply(id);
  return json({ message: "Quick reply deleted" });
});
