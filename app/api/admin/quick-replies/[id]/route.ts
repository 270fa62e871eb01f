import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { quickReplyInputSchema } from "@/lib/collections/quick-reply";
import { deleteQuickReply, quickReplyStatusSchema, setQuickReplyActive, updateQuickReply } from "@/lib/chat/quick-replies";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Params = { id: string };

export const PUT = handler<Params>(async (request, { params }) => {
  await requireUser(request, "admin");
  const { id } = await params;
  const input = await parseBody(request, quickReplyInputSchema);
  return json({ quickReply: await updateQuickReply(id, input) });
});

/** Activates or deactivates one quick reply. */
export const PATCH = handler<Params>(async (request, { params }) => {
  await requireUser(request, "admin");
  const { id } = await params;
  const { isActive } = await parseBody(request, quickReplyStatusSchema);
  return json({ quickReply: await setQuickReplyActive(id, isActive) });
});

export const DELETE = handler<Params>(async (request, { params }) => {
  await requireUser(request, "admin");
  const { id } = await params;
  await deleteQuickReply(id);
  return json({ message: "Quick reply deleted" });
});
